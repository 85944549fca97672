import { emailSpans } from "./email";
import { handleSpans } from "./handles";
import { REDACTED, type Finder, type Span } from "./kinds";
import { nameSpans } from "./names";
import { normalizedUnits } from "./normalize";
import { documentSpans, numberSpans } from "./numbers";
import { placeSpans } from "./places";

/**
 * Takes out of free text what could identify a person, before it is stored, logged or reported: the one redaction
 * rule for feedback answers (lib/feedback/why.ts) and search statistics (lib/search/stats.ts).
 *
 * It fails closed: what is kept is decided by what the text is, not by a list of spellings. The text is first read in
 * one form (lib/privacy/normalize.ts: digits of any script as 0-9, compatibility forms folded, &#64; and %40 decoded,
 * invisible characters gone), then:
 * - numbers (numbers.ts): any run of 6 digits or more, whatever stands between them, digits written as Thai or
 *   English words included; ID and passport numbers after their label whatever their length;
 * - e-mail addresses (email.ts): any spelled-out @ or dot, Thai or English, bracketed or encoded;
 * - names (names.ts) after any Thai or English title, rank or label, and the surname after them;
 * - addresses (places.ts) with a house number, and Thai licence plates;
 * - accounts (handles.ts) after any platform's name, and any @name.
 * A name written alone with no title or label stays: no rule can tell "สมชาย" from an ordinary word.
 */
export { REDACTED };

const FINDERS: Finder[] = [emailSpans, documentSpans, placeSpans, numberSpans, handleSpans, nameSpans];

/** Every finder's spans, overlapping ones merged (the first found names the kind). */
function spans(text: string): Span[] {
  const merged: Span[] = [];
  for (const span of FINDERS.flatMap((find) => find(text)).filter((s) => s.end > s.start)) {
    const overlapping = merged.find((s) => s.start < span.end && span.start < s.end);
    if (overlapping) {
      overlapping.start = Math.min(overlapping.start, span.start);
      overlapping.end = Math.max(overlapping.end, span.end);
    } else merged.push({ ...span });
  }
  // Merging can make two merged spans meet: merge again until none overlap.
  merged.sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (const span of merged) {
    const last = out.at(-1);
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else out.push(span);
  }
  return out;
}

export function redactPersonalData(text: string): string {
  const units = normalizedUnits(text);
  const taken = spans(units.map((u) => u.judged).join(""));
  let out = "";
  let at = 0;
  let next = 0;
  let written = -1;
  for (const unit of units) {
    const start = at;
    at += unit.judged.length;
    if (unit.judged.length === 0) continue;
    while (next < taken.length && taken[next].end <= start) next++;
    if (next < taken.length && taken[next].start < at) {
      // A unit in a span (even partly) is taken with it; the span's placeholder is written once.
      if (written !== next) out += REDACTED[taken[next].kind];
      written = next;
      continue;
    }
    // Thai digits stay as typed; everything else as judged.
    out += /^[\u0E50-\u0E59]$/u.test(unit.typed) ? unit.typed : unit.judged;
  }
  return out;
}

/** Text that has been through redactPersonalData: the only kind the stores accept. */
export type RedactedText = string & { readonly __redacted: unique symbol };

export const redacted = (text: string) => redactPersonalData(text) as RedactedText;

/**
 * A failure's message as it may be logged: an error from the store can quote what it was given, so it is redacted
 * like the text itself (the text is redacted before the store sees it; this covers anything else an error carries).
 */
export function loggableError(error: unknown): string {
  return redactPersonalData(error instanceof Error ? error.message : String(error));
}
