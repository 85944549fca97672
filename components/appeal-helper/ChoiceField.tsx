import { Words } from "@/components/content/Words";
import { useRef } from "react";
import { useDomSync } from "./use-dom-sync";

type Props = {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
};

/**
 * One choice of a few, as radio buttons in a fieldset (the legend names the group). Uncontrolled, so a choice made
 * before hydration stays (use-dom-sync.ts); `value` is the stored answer it follows.
 */
export function ChoiceField({ name, legend, options, value, onChange }: Props) {
  const group = useRef<HTMLFieldSetElement>(null);
  const radios = () => [...(group.current?.querySelectorAll<HTMLInputElement>("input[type=radio]") ?? [])];
  useDomSync(
    value,
    () => radios().find((radio) => radio.checked)?.value,
    (next) => radios().forEach((radio) => (radio.checked = radio.value === next)),
  );
  return (
    <fieldset className="helper-question" ref={group}>
      <legend>
        <Words text={legend} />
      </legend>
      <div className="helper-choices">
        {options.map((option, n) => (
          <label key={option.value} className="helper-choice">
            <input
              // The first choice carries the group's id: "Change" on the answers page and the error summary go to it.
              id={n === 0 ? name : undefined}
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>
              <Words text={option.label} />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
