import type { Span } from "./kinds";
import { wholeMatches } from "./kinds";

/**
 * Addresses and licence plates.
 * - A house number (`99`, `99/12`, `12-3`) after บ้าน, เลขที่, ที่อยู่, อยู่, house no., address, no., or before
 *   หมู่, ซอย, ถนน, ตรอก, road, rd, soi, street, moo… in any case (up to three words between, as in "123 Sukhumvit
 *   Road"), with the parts of the address that follow it. After the looser cues (บ้าน, อยู่, no.) the number must
 *   have a slash or a dash, so "อยู่ 5 ปี" stays.
 * - Anything after `ที่อยู่:` / `address:` to the end of the line.
 * - A Thai licence plate: two Thai consonants and 1-4 digits, with a leading digit or not (กข 1234, 1กข 234), or
 *   anything plate-like after ทะเบียน or plate. Two-consonant words that are read before a number (รถ 2 คัน, ลด 50%)
 *   are not plates.
 */
const THAI = "\\u0E01-\\u0E4E";
const DASH = "[/\\-\\u2010-\\u2015\\u2212\\uFE58\\uFE63]";
const HOUSE = `\\d{1,4}(?:\\s*${DASH}\\s*\\d{1,4}){0,2}`;
const SLASHED = `\\d{1,4}(?:\\s*${DASH}\\s*\\d{1,4}){1,2}`;
/** ม. is หมู่ only before its number; ต. อ. จ. ซ. ถ. not before another letter and dot (ต.ค., a month). */
const TH_PART = "(?:หมู่บ้าน|หมู่(?:ที่)?|ม\\.\\s*(?=\\d)|ซอย|ถนน|ตรอก|แขวง|ตำบล|อำเภอ|เขต|จังหวัด|[ซถตอจ]\\.(?![ก-ฮ]\\.))";
const EN_PART = "(?:road|rd|street|st|soi|lane|ln|alley|moo|village|avenue|ave|subdistrict|district|province)";
const PART = `(?:${TH_PART}\\s*[${THAI}]*(?:\\s*\\d+)?|(?<![a-z])${EN_PART}(?![a-z])\\.?(?:\\s+[a-z][a-z'-]*)?(?:\\s*\\d+)?|\\d{5}(?!\\d))`;
/** The parts after the house number, and a place after a comma ("Road, Bangkok 10110"). */
const FOLLOWING = `(?:[\\s,]*${PART}|,\\s*\\p{L}[\\p{L}\\p{M}'-]*)*`;
const STRONG_CUE = "(?:บ้านเลขที่|เลขที่|ที่อยู่|(?<![a-z])house\\s*(?:no\\.?|number)?|(?<![a-z])address)";
const LOOSE_CUE = "(?:บ้าน|อยู่(?:ที่)?|(?<![a-z])no\\.)";
const ADDRESS = new RegExp(
  `(?:${STRONG_CUE}\\s*[:#]?\\s*${HOUSE}|${LOOSE_CUE}\\s*${SLASHED}|` +
    `(?<![\\d.,])${HOUSE}(?=[\\s,]*(?:${TH_PART}|(?:[a-z][a-z'-]*\\s+){0,3}${EN_PART}(?![a-z]))))(?:[\\s,]*(?:[a-z][a-z'-]*\\s+){0,3}${PART})?${FOLLOWING}`,
  "giu",
);
const LABELLED_ADDRESS = /(?:ที่อยู่|(?<![a-z])address)\s*[:：]\s*[^\n]{1,160}/giu;

const NOT_PLATE =
  "(?!(?:รถ|คน|ผล|ลด|ยก|กด|จด|ตก|หก|ลบ|สด|อด|นก|มด|ขอ|จบ|พบ|รบ|ชน|กบ|งง|นม|ปก|ผม|รด|สบ|ตร|คค)\\s*-?\\s*\\d)";
const PLATE = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:\\d\\s?)?${NOT_PLATE}[ก-ฮ]{2}\\s*-?\\s*\\d{1,4}(?!\\d)`, "gu");
const PLATE_LABEL = new RegExp(
  `(?:ทะเบียน(?:รถ)?|(?<![a-z])(?:licen[cs]e\\s+)?plate(?:\\s*no\\.?)?)\\s*[:#]?\\s*[\\dก-ฮ][\\dก-ฮ\\s-]{1,10}\\d`,
  "giu",
);

export function placeSpans(text: string): Span[] {
  return [
    ...wholeMatches(LABELLED_ADDRESS, "address", text),
    ...wholeMatches(ADDRESS, "address", text),
    ...wholeMatches(PLATE_LABEL, "plate", text),
    ...wholeMatches(PLATE, "plate", text),
  ];
}
