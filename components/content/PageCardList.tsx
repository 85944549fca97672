import { localizedPath, type Locale } from "@/i18n/locales";
import type { PageCard } from "@/lib/content/blocks";
import { ThaiText } from "./ThaiText";

type Props = { locale: Locale; cards: readonly PageCard[]; className?: string };

/** Registry pages as cards: the page's menu label as a link, and its one-line summary (its description). */
export function PageCardList({ locale, cards, className = "" }: Props) {
  return (
    <ul className={`card-list ${className}`.trim()}>
      {cards.map((card) => (
        <li key={card.path} className="card">
          <h3>
            <a href={localizedPath(locale, card.path)}>
              <ThaiText text={card.label} />
            </a>
          </h3>
          <p>
            <ThaiText text={card.description} />
          </p>
        </li>
      ))}
    </ul>
  );
}
