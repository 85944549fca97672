import { Words } from "@/components/content/Words";
import { useLayoutEffect, useRef, type ChangeEvent, type ReactNode } from "react";
import { filterTyped } from "@/lib/validation/filters";
import { normalizeInput } from "@/lib/validation/normalize";
import { useDomSync } from "./use-dom-sync";
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
 * One labelled text field with its hint, note and error tied to it by aria-describedby. Uncontrolled, so text typed
 * before hydration stays (use-dom-sync.ts); `value` is the stored answer it follows.
 */
export function TextField(props: Props) {
  const { id, label, value, onChange, required, requiredLabel, hint, note, error, dataType, input, rows, short } =
    props;
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);

  // A dropped character must not throw the caret to the end of the text: put it back where the typing was.
  useLayoutEffect(() => {
    if (caret.current === null || !ref.current) return;
    ref.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  useDomSync(
    value,
    () => ref.current?.value,
    (next) => {
      if (ref.current) ref.current.value = next;
    },
  );

  // Cleaned first (Thai digits, spaces, dashes: normalize.ts), then filtered: a paste keeps every digit it holds, and
  // one typed character the type does not allow is still dropped (spec section 5).
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = event.target.value;
    const cleaned = input ? normalizeInput(input, next) : next;
    const kept = dataType ? filterTyped(dataType, value, cleaned) : cleaned;
    if (kept !== next) {
      caret.current = Math.max(0, (event.target.selectionStart ?? kept.length) - (next.length - kept.length));
      event.target.value = kept;
    }
    onChange(kept);
  };

  const describedBy = [hint && `${id}-hint`, note && `${id}-note`, error && `${id}-error`].filter(Boolean).join(" ");
  const shared = {
    id,
    ref,
    name: props.name ?? id,
    defaultValue: value,
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
