import { localizedPath, type Locale } from "@/i18n/locales";
import type { PageCard } from "@/lib/content/blocks";
import { Heading, type HeadingLevel } from "./Heading";
import { ThaiText } from "./ThaiText";

type Props = { locale: Locale; cards: readonly PageCard[]; className?: string; level?: HeadingLevel };

/**
 * Registry pages as cards: the page's menu label as a link, and its one-line summary (its description). Each label is
 * a heading one level below the heading the list stands under (`level`), so the page's outline skips no level.
 */
export function PageCardList({ locale, cards, className = "", level = 3 }: Props) {
  return (
    <ul className={`card-list ${className}`.trim()}>
      {cards.map((card) => (
        <li key={card.path} className="card">
          <Heading level={level}>
            <a href={localizedPath(locale, card.path)}>
              <ThaiText text={card.label} />
            </a>
          </Heading>
          <p>
            <ThaiText text={card.description} />
          </p>
        </li>
      ))}
    </ul>
  );
}
