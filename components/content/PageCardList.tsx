import { loadPage } from "@/lib/content/pages";
import { localizedPath, type Locale } from "@/i18n/locales";
import type { RouteEntry } from "@/lib/routes";
import { ThaiText } from "./ThaiText";

/** Registry pages as cards: the page's menu label as a link, and its one-line summary (its description). */
export function PageCardList({ locale, entries, className = "" }: { locale: Locale; entries: RouteEntry[]; className?: string }) {
  return (
    <ul className={`card-list ${className}`.trim()}>
      {entries.map((entry) => (
        <li key={entry.path} className="card">
          <h3>
            <a href={localizedPath(locale, entry.path)}>
              <ThaiText text={entry.label[locale]} />
            </a>
          </h3>
          <p>
            <ThaiText text={loadPage(locale, entry.path).frontmatter.description} />
          </p>
        </li>
      ))}
    </ul>
  );
}
