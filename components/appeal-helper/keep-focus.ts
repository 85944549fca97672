import type { MouseEvent } from "react";

/**
 * For the buttons under the fields (Continue, Print, Back, the check's button): pressing one must not first take focus
 * from the field being typed in. That blur would show the field's message above the button, push the button down the
 * page, and the press would land beside it: the visitor's tap, lost without a word. Focus then moves where the
 * button's own action sends it (the error summary, the next step's heading, the answer).
 */
export function keepFocus(event: MouseEvent<HTMLElement>) {
  event.preventDefault();
}
