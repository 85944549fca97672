import { Words } from "@/components/content/Words";
import type { Ref } from "react";
import { GroupLegend } from "./GroupLegend";

type Props = {
  legend: string;
  /** Given on the one-step screen: the legend is the step's heading. */
  headingRef?: Ref<HTMLHeadingElement>;
  hint: string;
  items: string[];
  checked: boolean[];
  onChange: (checked: boolean[]) => void;
};

/**
 * Part 5 of the form: the documents the visitor will attach, ticked here and printed as ticked boxes. Controlled by
 * the stored list (`checked`); a box ticked before hydration is kept by React and taken into the store on mount
 * (take-over-form.ts).
 */
export function AttachmentList({ legend, headingRef, hint, items, checked, onChange }: Props) {
  return (
    <fieldset className="helper-group" aria-describedby="attachments-hint">
      <GroupLegend text={legend} headingRef={headingRef} />
      <p id="attachments-hint" className="field-hint">
        <Words text={hint} />
      </p>
      <ul className="helper-checklist">
        {items.map((item, n) => (
          <li key={n}>
            <label className="helper-choice">
              <input
                type="checkbox"
                id={`attachment-${n}`}
                name={`attachment-${n}`}
                checked={checked[n] ?? false}
                onChange={(event) =>
                  onChange(items.map((_, i) => (i === n ? event.target.checked : (checked[i] ?? false))))
                }
              />
              <span>
                <Words text={item} />
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
