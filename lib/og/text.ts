/*
 * Text preparation for the social card. Satori lays text out glyph by glyph: it neither finds Thai word breaks nor
 * applies the font's mark positioning (with Sarabun the mai ek over an upper vowel vanished: ที่ was drawn as ที).
 * Both are done here, on the string; docs/architecture.md ("Social cards") has the story.
 * Kept free of Node APIs: it runs wherever the card renders.
 */
import { wordSegmenter } from "../text/thai-segmenter";

const THAI = /[\u0E00-\u0E7F]/;
export const ZWSP = "\u200B";

/**
 * Satori breaks lines by the Unicode line-break rules (UAX #14), which give Thai, written without spaces between
 * words, no break opportunities: a long Thai title would overflow as one "word". A zero-width space is a break
 * opportunity in those rules, so one goes at each Thai word boundary Intl.Segmenter's dictionary finds.
 */
export function withThaiBreaks(text: string): string {
  let out = "";
  let previous: Intl.SegmentData | undefined;
  for (const segment of wordSegmenter().segment(text)) {
    // Only between two words, one of them Thai: never before punctuation ("กคค.") or next to a real space.
    const between = previous?.isWordLike && segment.isWordLike;
    if (between && (THAI.test(previous!.segment) || THAI.test(segment.segment))) out += ZWSP;
    out += segment.segment;
    previous = segment;
  }
  return out;
}

// Loma, like most Thai fonts made for Windows, carries shifted copies of the marks in the Private Use Area
// (U+F700-F71A). A shaping engine picks them through the font's tables; Satori does not, so it always draws tone
// marks at the height meant for a mark stacked over an upper vowel (ต่ with its mai ek floating high), and marks
// over ป ฝ ฟ ฬ clip the ascender. Choosing the shifted glyph here is what Windows' fallback shaper does.
const ASCENDER = new Set(["ป", "ฝ", "ฟ", "ฬ"]);
const DESCENDER = new Set(["ฎ", "ฏ"]);
const UPPER_VOWEL = "\u0E31\u0E34\u0E35\u0E36\u0E37\u0E47\u0E4D";
const TONE = "\u0E48\u0E49\u0E4A\u0E4B\u0E4C";
const BELOW_VOWEL = "\u0E38\u0E39\u0E3A";
const SARA_AM = "\u0E33";
/** Tone marks lowered to sit on the consonant (no upper vowel), lowered and left (ascender), or high and left. */
const TONE_LOW = "\uF70A\uF70B\uF70C\uF70D\uF70E";
const TONE_LOW_LEFT = "\uF705\uF706\uF707\uF708\uF709";
const TONE_LEFT = "\uF713\uF714\uF715\uF716\uF717";
/** Upper vowels moved left, clear of an ascender: ั ิ ี ึ ื ็ ํ. */
const UPPER_VOWEL_LEFT = "\uF710\uF701\uF702\uF703\uF704\uF712\uF711";
/** Below vowels lowered under ฎ ฏ, whose tails would otherwise cross them: ุ ู ฺ. */
const BELOW_VOWEL_LOW = "\uF718\uF719\uF71A";
/** ญ and ฐ without their lower part, used when a vowel sits below them. */
const DESCLESS: Record<string, string> = { ญ: "\uF70F", ฐ: "\uF700" };

export function thaiPresentationForms(text: string): string {
  const chars = [...text];
  let base = "";
  return chars
    .map((char, i) => {
      const previous = chars[i - 1] ?? "";
      const next = chars[i + 1] ?? "";
      if (char >= "\u0E01" && char <= "\u0E2E") {
        base = char;
        return DESCLESS[char] && BELOW_VOWEL.includes(next) ? DESCLESS[char] : char;
      }
      const tone = TONE.indexOf(char);
      if (tone >= 0) {
        // Over an upper vowel, or before sara am (whose ring sits above the consonant), the tone mark stays high.
        const high = UPPER_VOWEL.includes(previous) || next === SARA_AM;
        if (high) return ASCENDER.has(base) ? TONE_LEFT[tone] : char;
        return ASCENDER.has(base) ? TONE_LOW_LEFT[tone] : TONE_LOW[tone];
      }
      const upper = UPPER_VOWEL.indexOf(char);
      if (upper >= 0) return ASCENDER.has(base) ? UPPER_VOWEL_LEFT[upper] : char;
      const below = BELOW_VOWEL.indexOf(char);
      if (below >= 0) return DESCENDER.has(base) ? BELOW_VOWEL_LOW[below] : char;
      return char;
    })
    .join("");
}

/** Everything a card does to a line of text before Satori sees it. */
export function cardText(text: string): string {
  return thaiPresentationForms(withThaiBreaks(text));
}

/** Length as a reader counts it: Thai marks above and below a consonant take no width of their own. */
export function visibleLength(text: string): number {
  return text.replace(/[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u200B]/g, "").length;
}
