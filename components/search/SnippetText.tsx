import { Fragment } from "react";
import { snippetParts } from "@/lib/search/snippet-parts";
import { keepClass } from "@/lib/text/text-part";
import { thaiParts } from "@/lib/text/thai-words";

type Marked = { text: string; marked: boolean };

/** The marked pieces of `parts` that fall between `from` and `to` (offsets in the joined text). */
function between(parts: readonly (Marked & { at: number })[], from: number, to: number): Marked[] {
  return parts
    .filter((p) => p.at < to && p.at + p.text.length > from)
    .map((p) => ({ text: p.text.slice(Math.max(0, from - p.at), to - p.at), marked: p.marked }));
}

/**
 * A search snippet with the visitor's words in <mark>, rendered as text (no innerHTML). Thai words are kept whole
 * across the marks too: the words are found on the whole snippet, so บริษัท<mark>ข้อมูลเครดิต</mark> stays one box.
 */
export function SnippetText({ snippet }: { snippet: string }) {
  let at = 0;
  const marked = snippetParts(snippet).map((p) => ({ ...p, at: (at += p.text.length) - p.text.length }));
  let from = 0;
  return thaiParts(marked.map((p) => p.text).join("")).map((word, i) => {
    const pieces = between(marked, from, (from += word.text.length)).map((p, j) =>
      p.marked ? <mark key={j}>{p.text}</mark> : <Fragment key={j}>{p.text}</Fragment>,
    );
    return word.keep ? (
      <span key={i} className={keepClass(word)}>
        {pieces}
      </span>
    ) : (
      <Fragment key={i}>{pieces}</Fragment>
    );
  });
}
