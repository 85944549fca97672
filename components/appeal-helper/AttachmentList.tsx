type Props = { legend: string; hint: string; items: string[]; checked: boolean[]; onChange: (checked: boolean[]) => void };

/** Part 5 of the form: the documents the visitor will attach, ticked here and printed as ticked boxes. */
export function AttachmentList({ legend, hint, items, checked, onChange }: Props) {
  return (
    <fieldset className="helper-group" aria-describedby="attachments-hint">
      <legend>{legend}</legend>
      <p id="attachments-hint" className="field-hint">
        {hint}
      </p>
      <ul className="helper-checklist">
        {items.map((item, n) => (
          <li key={n}>
            <label className="helper-choice">
              <input
                type="checkbox"
                checked={checked[n] ?? false}
                onChange={(event) => onChange(items.map((_, i) => (i === n ? event.target.checked : (checked[i] ?? false))))}
              />
              <span>{item}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
