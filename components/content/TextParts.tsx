import { Fragment } from "react";
import { keepClass, type TextPart } from "@/lib/text/text-part";

/**
 * Text already cut by thaiParts() on the server: kept words in no-wrap boxes, the rest as it is. No dictionary
 * here, so client components may draw pre-cut text with it too. Cut text is held in one inline box: in a flex
 * container (a button, a summary) each piece would otherwise become an item of its own, drawn with a gap and read by
 * screen readers with a space inside the word ("มุม สมาชิก").
 */
export function TextParts({ parts }: { parts: readonly TextPart[] }) {
  if (parts.length === 1 && !parts[0].keep) return parts[0].text;
  return (
    <span className="text-parts">
      {parts.map((part, i) =>
        part.keep ? (
          <span key={i} className={keepClass(part)}>
            {part.text}
          </span>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </span>
  );
}
