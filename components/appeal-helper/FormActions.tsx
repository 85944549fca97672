import { Words } from "@/components/content/Words";
import { ClearAnswers } from "./ClearAnswers";
import { keepFocus } from "./keep-focus";
import type { FormMessages } from "./messages";
import { stepHref } from "./use-step";

type Props = {
  hydrated: boolean;
  step: number;
  printing: boolean;
  /** The review's step when a Change link from it led here: both buttons then lead back to it. */
  review: number | null;
  messages: FormMessages["form"];
  onBack: () => void;
  onClear: () => void;
};

/**
 * The form's buttons: Back (a link to the step before, or to the review after a Change, so it works as one), Continue
 * (named for where it leads after a Change) or Print, and, on a line of its own under them on every step, Clear, which
 * asks before it deletes anything (ClearAnswers). The note under each step's fields names that button.
 */
export function FormActions({ hydrated, step, printing, review, messages: m, onBack, onClear }: Props) {
  return (
    <>
      <div className="helper-actions">
        {hydrated && (step > 1 || review !== null) && (
          <a
            className="button button-secondary"
            href={review ? stepHref(review) : stepHref(step - 1)}
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
          <Words text={!hydrated || printing ? m.print : review ? m.returnToReview : m.continue} />
        </button>
      </div>
      {hydrated && <ClearAnswers messages={m} onClear={onClear} />}
    </>
  );
}
