import { Fragment } from "react";
import { HEADING_BUDGET, noBreakClass, termMatcher } from "@/lib/content/no-break-terms";

/** A page title (h1) from frontmatter, as the content pipeline would render it: terms a phone line holds stay whole. */
const splitTitle = termMatcher(undefined, HEADING_BUDGET.h1);

export function NoBreakTitle({ text }: { text: string }) {
  return splitTitle(text).map((piece, i) =>
    piece.term ? (
      <span key={i} className={noBreakClass(piece.text).join(" ")}>
        {piece.text}
      </span>
    ) : (
      <Fragment key={i}>{piece.text}</Fragment>
    ),
  );
}
