import type { FormEvent } from "react";
import type { Locale } from "@/i18n/locales";
import { WHY_MAX_CHARS } from "@/lib/feedback/why-limits";
import { FEEDBACK_API_PATH } from "@/lib/feedback/sent";

export type WhyLabels = { label: string; hint: string; send: string };
type Props = {
  locale: Locale;
  path: string;
  labels: WhyLabels;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  disabled?: boolean;
};

/**
 * "What were you trying to do?" after "No": one optional box, posted as a plain form (the thank-you page, without
 * JavaScript) or sent by the page's script (onSubmit). The server redacts ID numbers, phone numbers and e-mail
 * addresses before storing; the hint asks the visitor to leave them out anyway.
 */
export function WhyFields({ locale, path, labels, onSubmit, disabled }: Props) {
  return (
    <form className="page-feedback-why" method="post" action={FEEDBACK_API_PATH} onSubmit={onSubmit}>
      <input type="hidden" name="path" value={path} />
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor="feedback-why">{labels.label}</label>
      <p id="feedback-why-hint" className="field-hint">
        {labels.hint}
      </p>
      <textarea
        id="feedback-why"
        name="why"
        rows={3}
        maxLength={WHY_MAX_CHARS}
        aria-describedby="feedback-why-hint"
        autoComplete="off"
      />
      <button type="submit" disabled={disabled}>
        {labels.send}
      </button>
    </form>
  );
}
