import { Words } from "@/components/content/Words";
import { ClearAnswers } from "./ClearAnswers";
import { keepFocus } from "./keep-focus";
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

/**
 * The form's buttons: Back (a link to the step before, so it works as one), Continue or Print, and, on a line of its
 * own under them, Clear, which asks before it deletes anything (ClearAnswers).
 */
export function FormActions({ hydrated, step, printing, messages: m, onBack, onClear }: Props) {
  return (
    <>
      <div className="helper-actions">
        {hydrated && step > 1 && (
          <a
            className="button button-secondary"
            href={stepHref(step - 1)}
            onMouseDown={keepFocus}
            onClick={(event) => {
              event.preventDefault();
              onBack();
            }}
          >
            <Words text={m.back} />
          </a>
        )}
        {/* Disabled until hydrated: a native submit before then would put the answers in the page's URL. */}
        <button type="submit" disabled={!hydrated} onMouseDown={keepFocus}>
          <Words text={!hydrated || printing ? m.print : m.continue} />
        </button>
      </div>
      {hydrated && printing && <ClearAnswers messages={m} onClear={onClear} />}
    </>
  );
}
