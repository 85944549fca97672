import { Words } from "@/components/content/Words";

type Props = {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
};

/**
 * One choice of a few, as radio buttons in a fieldset (the legend names the group). Controlled by the stored answer
 * (`value`); a choice made before hydration is kept by React and taken into the store on mount (take-over-form.ts).
 */
export function ChoiceField({ name, legend, options, value, onChange }: Props) {
  return (
    <fieldset className="helper-question">
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
              checked={value === option.value}
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
