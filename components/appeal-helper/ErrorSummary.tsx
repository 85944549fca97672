import { Heading, type HeadingLevel } from "@/components/content/Heading";
import { Words } from "@/components/content/Words";
import type { Ref } from "react";

export type SummaryItem = { id: string; label?: string; message: string };

type Props = {
  ref?: Ref<HTMLDivElement>;
  /** Unique on the page: the check's and the form's summaries may both be showing. */
  id: string;
  title: string;
  items: SummaryItem[];
  /** With the scripts running: what a link does instead of jumping (focus the field, or move to its step first). */
  onSelect?: (id: string) => void;
  /** On the no-JavaScript answer page: the browser focuses the summary as the page loads (`autofocus`). */
  autoFocus?: boolean;
  /** h3 inside the helper's sections; h2 where the summary stands straight under the page's h1 (the answer page). */
  level?: HeadingLevel;
};

/** Focuses a field a summary link names, in the middle of the screen. */
export function focusField(id: string): boolean {
  const field = document.getElementById(id);
  field?.focus();
  field?.scrollIntoView({ block: "center" });
  return field !== null;
}

/**
 * The answers to fix before the button pressed can do its work, each a link to its field (the GOV.UK error summary).
 * It takes focus when it appears, so a screen reader reads it at once. Free of hooks and, without `onSelect`, of
 * handlers: the no-JavaScript answer page renders it on the server, its links then plain jumps to the fields.
 */
export function ErrorSummary({ ref, id, title, items, onSelect, autoFocus, level = 3 }: Props) {
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} aria-labelledby={`${id}-title`} autoFocus={autoFocus}>
      <Heading level={level} id={`${id}-title`}>
        <Words text={title} />
      </Heading>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={
                onSelect &&
                ((event) => {
                  event.preventDefault();
                  onSelect(item.id);
                })
              }
            >
              {item.label && (
                <>
                  <Words text={item.label} />:{" "}
                </>
              )}
              <Words text={item.message} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
