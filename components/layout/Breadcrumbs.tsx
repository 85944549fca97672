import { localizedPath, type Locale } from "@/i18n/locales";
import { trailOf } from "@/lib/routes";
import { ThaiText } from "@/components/content/ThaiText";

type Props = {
  locale: Locale;
  path: string;
  label: string;
  /** A page below a registry page (a notification, page 2 of a list): the crumb after `path`'s trail. */
  current?: { path: string; label: string };
};

/** The trail from home to the page; the last crumb is the page itself, not a link. */
export function Breadcrumbs({ locale, path, label, current }: Props) {
  const trail = trailOf(path).map((entry) => ({ path: entry.path, label: entry.label[locale] }));
  if (current) trail.push(current);
  if (trail.length < 2) return null;
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {trail.map((crumb, i) =>
          i === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              <ThaiText text={crumb.label} />
            </li>
          ) : (
            <li key={crumb.path}>
              <a href={localizedPath(locale, crumb.path)}>
                <ThaiText text={crumb.label} />
              </a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
