import { APPEAL_FIELD_NAMES, cleanField } from "@/lib/validation/appeal-form";
import { helperStore } from "./helper-store";

/**
 * The appeal form's fields, the identification chosen and the attachments ticked as the visitor left them before the
 * scripts ran, taken into the helper's store once, on mount and before the first paint (the form's layout effect).
 * React leaves a hydrating field's text and ticks as they are; the first render after hydration then shows the store,
 * which by then holds them: nothing typed early is lost.
 */
export function takeOverForm(form: HTMLFormElement | null) {
  if (!form) return;
  const data = new FormData(form);
  const typed = APPEAL_FIELD_NAMES.flatMap((name) => {
    const value = data.get(`appeal-${name}`);
    // The ID type's first radio is ticked in the server HTML: only another choice is the visitor's.
    const chosen = typeof value === "string" && value !== "" && !(name === "idType" && value === "thaiId");
    return chosen ? [[name, value] as const] : [];
  });
  const ticked = [...form.querySelectorAll<HTMLInputElement>('input[name^="attachment-"]')].map((box) => box.checked);
  if (typed.length === 0 && !ticked.includes(true)) return;
  // Cleaned as the fields clean what is typed after hydration: a number pasted before it keeps every digit.
  const values = Object.fromEntries(typed);
  for (const [name, value] of typed) values[name] = cleanField(name, value, values);
  helperStore.update((state) => ({
    ...state,
    values: { ...state.values, ...values },
    attachments: ticked.includes(true) ? ticked : state.attachments,
  }));
}
