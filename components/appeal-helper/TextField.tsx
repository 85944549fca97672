import { Words } from "@/components/content/Words";
import type { ChangeEvent, ReactNode } from "react";
import { filterTyped } from "@/lib/validation/filters";
import { normalizeInput } from "@/lib/validation/normalize";
import type { FieldUi } from "./form-fields";

type Props = {
  id: string;
  /** The form field's name, where the form is sent (the check's GET form); the id otherwise. */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  required?: boolean;
  requiredLabel?: string;
  hint?: string;
  /** Shown under the field, e.g. how a typed date was read; read out with the field. */
  note?: ReactNode;
  error?: string | null;
  /** dataType (spec section 5): a typed character the type does not allow is dropped. */
} & Pick<FieldUi, "dataType" | "input" | "rows" | "inputMode" | "autoComplete" | "maxLength" | "short">;

/**
 * One labelled text field with its hint, note and error tied to it by aria-describedby. Controlled by the stored
 * answer (`value`): text typed before hydration is kept by React (it leaves a hydrating field's text alone) and taken
 * into the store on mount (take-over-*.ts), before anything renders the field again.
 */
export function TextField(props: Props) {
  const { id, label, value, onChange, required, requiredLabel, hint, note, error, dataType, input, rows, short } =
    props;

  // Cleaned first (Thai digits, spaces, dashes: normalize.ts), then filtered: a paste keeps every digit it holds, and
  // one typed character the type does not allow is still dropped (spec section 5).
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target;
    const next = field.value;
    const cleaned = input ? normalizeInput(input, next) : next;
    const kept = dataType ? filterTyped(dataType, value, cleaned) : cleaned;
    if (kept !== next) {
      // Written here, caret and all: React then finds the text it expects, and the caret stays where the typing was
      // instead of jumping to the end.
      const caret = Math.max(0, (field.selectionStart ?? kept.length) - (next.length - kept.length));
      field.value = kept;
      field.setSelectionRange(caret, caret);
    }
    onChange(kept);
  };

  const describedBy = [hint && `${id}-hint`, note && `${id}-note`, error && `${id}-error`].filter(Boolean).join(" ");
  const shared = {
    id,
    name: props.name ?? id,
    value,
    onChange: change,
    onBlur: props.onBlur,
    onFocus: props.onFocus,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    autoComplete: props.autoComplete ?? "off",
    maxLength: props.maxLength,
    "data-type": dataType,
    className: short ? "input-short" : undefined,
  };
  return (
    <div className={`field${error ? " field-invalid" : ""}`}>
      <label htmlFor={id}>
        <Words text={label} />
        {required && requiredLabel && (
          <span className="field-required">
            {" "}
            <Words text={requiredLabel} />
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          <Words text={hint} />
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          <Words text={error} />
        </p>
      )}
      {rows ? <textarea rows={rows} {...shared} /> : <input type="text" inputMode={props.inputMode} {...shared} />}
      {note && (
        <p id={`${id}-note`} className="field-note">
          {note}
        </p>
      )}
    </div>
  );
}
