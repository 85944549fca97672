import { Words } from "@/components/content/Words";
type Props = {
  name: string;
  legend: string;
  value: "yes" | "no" | undefined;
  labels: { yes: string; no: string };
  onChange?: (value: "yes" | "no") => void;
};

/**
 * A yes/no question as a fieldset of two radio buttons: arrow keys move between them, the legend names the group.
 * Uncontrolled (`value` is only the initial choice), so a choice made before hydration stays; the check keeps the
 * radios in step with its stored answers (EligibilityCheck). Free of hooks: the no-JavaScript answer page renders it
 * on the server too.
 */
export function YesNoQuestion({ name, legend, value, labels, onChange }: Props) {
  return (
    <fieldset className="helper-question">
      <legend>
        <Words text={legend} />
      </legend>
      <div className="helper-choices">
        {(["yes", "no"] as const).map((choice) => (
          <label key={choice} className="helper-choice">
            <input
              type="radio"
              name={name}
              value={choice}
              defaultChecked={value === choice}
              onChange={onChange && (() => onChange(choice))}
            />
            <span>
              <Words text={labels[choice]} />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
