import { Words } from "@/components/content/Words";
import { useRef, type Ref } from "react";
import { GroupLegend } from "./GroupLegend";
import { useDomSync } from "./use-dom-sync";

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
 * Part 5 of the form: the documents the visitor will attach, ticked here and printed as ticked boxes. Uncontrolled,
 * so a box ticked before hydration stays (use-dom-sync.ts); `checked` is the stored list the boxes follow.
 */
export function AttachmentList({ legend, headingRef, hint, items, checked, onChange }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const boxes = () => [...(list.current?.querySelectorAll<HTMLInputElement>("input[type=checkbox]") ?? [])];
  useDomSync(
    items.map((_, n) => checked[n] ?? false).join(),
    () =>
      boxes()
        .map((box) => box.checked)
        .join(),
    () => boxes().forEach((box, n) => (box.checked = checked[n] ?? false)),
  );
  return (
    <fieldset className="helper-group" aria-describedby="attachments-hint">
      <GroupLegend text={legend} headingRef={headingRef} />
      <p id="attachments-hint" className="field-hint">
        <Words text={hint} />
      </p>
      <ul className="helper-checklist" ref={list}>
        {items.map((item, n) => (
          <li key={n}>
            <label className="helper-choice">
              <input
                type="checkbox"
                id={`attachment-${n}`}
                name={`attachment-${n}`}
                defaultChecked={checked[n] ?? false}
                onChange={() => onChange(boxes().map((box) => box.checked))}
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
