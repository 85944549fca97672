import { Words } from "@/components/content/Words";
import type { Ref } from "react";

type Props = {
  ref: Ref<HTMLDivElement>;
  title: string;
  items: { id: string; label: string; message: string }[];
  /** Where a field may be on another step, the form moves there first; by default the link focuses the field. */
  onSelect?: (id: string) => void;
};

/**
 * The answers to fix before printing, each a link to its field (the GOV.UK error summary). It takes focus when the
 * visitor asks to print, so a screen reader reads it at once; a link moves focus into the field it names.
 */
export function ErrorSummary({ ref, title, items, onSelect }: Props) {
  const focusField = (id: string) => {
    const field = document.getElementById(id);
    field?.focus();
    field?.scrollIntoView({ block: "center" });
  };
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} aria-labelledby="error-summary-title">
      <h3 id="error-summary-title">
        <Words text={title} />
      </h3>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => {
                event.preventDefault();
                if (document.getElementById(item.id)) focusField(item.id);
                else onSelect?.(item.id);
              }}
            >
              <Words text={item.label} />: <Words text={item.message} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
