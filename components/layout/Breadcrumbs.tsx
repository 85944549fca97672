import { localizedPath, type Locale } from "@/i18n/locales";
import { trailOf } from "@/lib/routes";
import { ThaiText } from "@/components/content/ThaiText";

/** The trail from home to the page; the last crumb is the page itself, not a link. */
export function Breadcrumbs({ locale, path, label }: { locale: Locale; path: string; label: string }) {
  const trail = trailOf(path);
  if (trail.length < 2) return null;
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {trail.map((entry, i) =>
          i === trail.length - 1 ? (
            <li key={entry.path} aria-current="page">
              <ThaiText text={entry.label[locale]} />
            </li>
          ) : (
            <li key={entry.path}>
              <a href={localizedPath(locale, entry.path)}>
                <ThaiText text={entry.label[locale]} />
              </a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
