import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import type { PageCard } from "@/lib/content/blocks";
import { PageCardList } from "./PageCardList";
import { ThaiText } from "./ThaiText";

/** A section landing page presents each child page with its one-line summary (the child's description). */
export async function ChildPageList({ locale, cards }: { locale: Locale; cards: readonly PageCard[] }) {
  if (cards.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "page" });
  return (
    <section className="child-pages" aria-labelledby="child-pages-heading">
      <h2 id="child-pages-heading"><ThaiText text={t("inThisSection")} /></h2>
      <PageCardList locale={locale} cards={cards} />
    </section>
  );
}
