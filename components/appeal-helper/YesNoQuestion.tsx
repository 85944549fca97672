import { Words } from "@/components/content/Words";
import { CHOICES, type Choice } from "./outcome";

type Props = {
  /** The first radio's id: an error summary's link goes to it. */
  id: string;
  name: string;
  legend: string;
  value: Choice | undefined;
  labels: Record<Choice, string>;
  /** Shown under the question and read with it, when it was left unanswered. */
  error?: string | null;
  onChange?: (value: Choice) => void;
};

/**
 * A yes/no/not-sure question as a fieldset of three radio buttons: arrow keys move between them, the legend names the group.
 * With `onChange` (the interactive check) the radios follow the stored answer; without it (the no-JavaScript answer
 * page, rendered on the server only) `value` is the choice the page starts with. Free of hooks for that page.
 */
export function YesNoQuestion({ id, name, legend, value, labels, error, onChange }: Props) {
  return (
    <fieldset
      className={`helper-question${error ? " field-invalid" : ""}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>
        <Words text={legend} />
      </legend>
      {error && (
        <p id={`${id}-error`} className="field-error">
          <Words text={error} />
        </p>
      )}
      <div className="helper-choices">
        {CHOICES.map((choice) => (
          <label key={choice} className="helper-choice">
            <input
              id={choice === "yes" ? id : undefined}
              type="radio"
              name={name}
              value={choice}
              {...(onChange
                ? { checked: value === choice, onChange: () => onChange(choice) }
                : { defaultChecked: value === choice })}
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
