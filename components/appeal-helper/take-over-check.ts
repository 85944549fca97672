import { readCheckForm } from "./check-form";
import { helperStore } from "./helper-store";

/**
 * The check's ticks and letter date as the visitor left them before the scripts ran, taken into the helper's store
 * once, on mount and before the first paint (the check's layout effect). React leaves a hydrating field's text and
 * ticks as they are; the first render after hydration then shows the store, which by then holds them. A module of its
 * own, apart from the form's (take-over-form.ts): the check's chunk then carries nothing of the form's.
 */
export function takeOverCheck(form: HTMLFormElement | null) {
  if (!form) return;
  const typed = readCheckForm(new FormData(form));
  if (Object.keys(typed.answers).length === 0 && !typed.letterDate) return;
  helperStore.update((state) => ({
    ...state,
    answers: { ...state.answers, ...typed.answers },
    values: typed.letterDate ? { ...state.values, letterDate: typed.letterDate } : state.values,
  }));
}
