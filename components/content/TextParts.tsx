import { Fragment } from "react";
import { keepClass, type TextPart } from "@/lib/text/text-part";

/**
 * Text already cut by thaiParts() on the server: kept words in no-wrap boxes, the rest as it is. No dictionary
 * here, so client components may draw pre-cut text with it too.
 */
export function TextParts({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, i) =>
    part.keep ? (
      <span key={i} className={keepClass(part)}>
        {part.text}
      </span>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}
