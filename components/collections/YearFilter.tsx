import { localizedPath, type Locale } from "@/i18n/locales";
import { viewSegments } from "@/lib/content/listing";
import { formatDate } from "@/lib/format";

type Props = { locale: Locale; base: string; years: number[]; current?: number; label: string; all: string };

/** Links to each year's list (Buddhist era in Thai); plain links, so the filter needs no script and no query string. */
export function YearFilter({ locale, base, years, current, label, all }: Props) {
  if (years.length < 2) return null;
  const link = (year: number | undefined, text: string) => {
    const href = localizedPath(locale, [base, ...viewSegments({ year, page: 1 })].join("/"));
    return (
      <li key={year ?? "all"}>
        <a href={href} aria-current={year === current ? "page" : undefined}>
          {text}
        </a>
      </li>
    );
  };
  return (
    <nav aria-label={label} className="collection-years">
      <ul>
        {link(undefined, all)}
        {years.map((year) => link(year, formatDate(locale, String(year))))}
      </ul>
    </nav>
  );
}
