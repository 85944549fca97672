import { listEntry, WORD_SEPARATOR } from "./kept-words";
import { thaiParts } from "./thai-words";

/** Every string inside a value: messages are nested objects and arrays of strings. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * The words the dictionary keeps whole in these texts, as one short string for a client component
 * (KeptWordsProvider): the browser cuts its strings with it (cutText) instead of carrying the whole list.
 */
export function keptWordList(texts: readonly string[]): string {
  const entries = new Set<string>();
  for (const text of texts) for (const part of thaiParts(text)) if (part.keep) entries.add(listEntry(part));
  return [...entries].join(WORD_SEPARATOR);
}
