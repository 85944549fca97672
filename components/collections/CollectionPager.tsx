import { getTranslations } from "next-intl/server";
import { localizedPath, type Locale } from "@/i18n/locales";
import { viewSegments, type ListView } from "@/lib/content/listing";

type Props = { locale: Locale; base: string; view: ListView; pages: number };

/** Previous and next as links to the neighbouring prerendered pages; nothing when everything fits on one. */
export async function CollectionPager({ locale, base, view, pages }: Props) {
  if (pages < 2) return null;
  const t = await getTranslations({ locale, namespace: "collections" });
  const href = (page: number) => localizedPath(locale, [base, ...viewSegments({ ...view, page })].join("/"));
  return (
    <nav aria-label={t("pages")} className="collection-pager">
      {view.page > 1 && (
        <a href={href(view.page - 1)} rel="prev">
          {t("previous")}
        </a>
      )}
      <span aria-current="page">{t("pageOf", { page: view.page, pages })}</span>
      {view.page < pages && (
        <a href={href(view.page + 1)} rel="next">
          {t("next")}
        </a>
      )}
    </nav>
  );
}
