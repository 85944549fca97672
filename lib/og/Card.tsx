// The social card's layout (Satori JSX): title, section and the committee's name.
import type { Locale } from "@/i18n/locales";
import { CARD_SIZE, type CardData } from "./card-data";
import { Shield } from "./Shield";
import { cardText, visibleLength } from "./text";

/** Family names given to the fonts in lib/og/fonts.ts; distinct, so Satori never mixes up Thai and Latin faces. */
export const THAI_FAMILY = "CardThai";
export const LATIN_FAMILY = "CardLatin";

const BLUE = "#0b3a6e";
const GOLD = "#f5c542";

/** Shorter titles get bigger type; the longest allowed (90 characters) still fits in three lines. */
function titleSize(title: string): number {
  const length = visibleLength(title);
  if (length <= 28) return 76;
  if (length <= 48) return 64;
  if (length <= 70) return 54;
  return 46;
}

/**
 * Each language's type on the card. Loma's tone marks sit high above upper vowels (ที่, ปี่): Thai needs more leading
 * than Latin.
 */
const TYPE: Record<Locale, { fontFamily: string; lineHeight: number }> = {
  th: { fontFamily: `${THAI_FAMILY}, ${LATIN_FAMILY}`, lineHeight: 1.5 },
  en: { fontFamily: `${LATIN_FAMILY}, ${THAI_FAMILY}`, lineHeight: 1.2 },
};

/**
 * The social card: mark and committee name on top, section and title in the middle, a gold rule at the foot.
 * Satori rules: every element with more than one child is `display: flex`; text is one string per element.
 * Thai cards set everything in Loma (TLWG, Debian's fonts-thai-tlwg), whose default mark positions need no shaping,
 * so Satori, which applies none, still draws ที่ ปี่ ผู้ correctly; English cards use Sarabun, with Loma behind it.
 */
export function Card({ card }: { card: CardData }) {
  const { fontFamily, lineHeight } = TYPE[card.locale];
  return (
    <div
      style={{
        ...CARD_SIZE,
        display: "flex",
        flexDirection: "column",
        background: BLUE,
        color: "#ffffff",
        fontFamily,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", padding: "52px 72px 0" }}>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            width: 112,
            height: 112,
            borderRadius: 28,
            background: "#ffffff",
          }}
        >
          <Shield width={92} height={92} />
        </div>
        <div style={{ display: "flex", flexDirection: "column", marginLeft: 28 }}>
          <div style={{ fontSize: 34, fontWeight: 700, lineHeight }}>{cardText(card.committee)}</div>
          <div style={{ fontSize: 24, color: "#c8d5e6", lineHeight: 1.4 }}>{card.host}</div>
        </div>
      </div>
      <div
        style={{ display: "flex", flexDirection: "column", justifyContent: "center", flexGrow: 1, padding: "0 72px" }}
      >
        <div style={{ fontSize: 30, fontWeight: 700, color: GOLD, lineHeight }}>{cardText(card.section)}</div>
        <div style={{ fontSize: titleSize(card.title), fontWeight: 700, lineHeight, marginTop: 8 }}>
          {cardText(card.title)}
        </div>
      </div>
      <div style={{ display: "flex", height: 16, background: GOLD }} />
    </div>
  );
}
