import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import type { RelatedSite } from "@/lib/content/schema";
import { ThaiText } from "@/components/content/ThaiText";

/** Related organisations; their sites open outside ours, and say so to screen readers. */
export async function RelatedSiteList({ locale, sites }: { locale: Locale; sites: readonly RelatedSite[] }) {
  const t = await getTranslations({ locale, namespace: "page" });
  return (
    <ul className="card-list">
      {sites.map((site) => (
        <li key={site.id} className="card">
          <h3>
            <a href={site.url} target="_blank" rel="noopener noreferrer" className="external">
              <ThaiText text={site.name[locale]} />
              <span className="sr-only"> {t("newTab")}</span>
            </a>
          </h3>
          <p>
            <ThaiText text={site.description[locale]} />
          </p>
          <p className="card-url">{new URL(site.url).host}</p>
        </li>
      ))}
    </ul>
  );
}
