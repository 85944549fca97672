import { Words } from "@/components/content/Words";
import type { FormMessages } from "./messages";
import { stepHref } from "./use-step";

type Props = {
  hydrated: boolean;
  step: number;
  printing: boolean;
  messages: FormMessages["form"];
  onBack: () => void;
  onClear: () => void;
};

/** The form's buttons: Back (a link to the step before, so it works as one), Continue or Print, and Clear. */
export function FormActions({ hydrated, step, printing, messages: m, onBack, onClear }: Props) {
  return (
    <div className="helper-actions">
      {hydrated && step > 1 && (
        <a
          className="button button-secondary"
          href={stepHref(step - 1)}
          onClick={(event) => {
            event.preventDefault();
            onBack();
          }}
        >
          <Words text={m.back} />
        </a>
      )}
      {/* Disabled until hydrated: a native submit before then would put the answers in the page's URL. */}
      <button type="submit" disabled={!hydrated}>
        <Words text={!hydrated || printing ? m.print : m.continue} />
      </button>
      {hydrated && printing && (
        <button type="button" className="button-secondary" onClick={onClear}>
          <Words text={m.clear} />
        </button>
      )}
    </div>
  );
}
