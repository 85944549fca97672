"use client";

import { useLayoutEffect, type RefObject } from "react";
import { APPEAL_FIELD_NAMES, cleanField } from "@/lib/validation/appeal-form";
import { helperStore } from "./helper-store";

/**
 * Takes over what was typed or ticked in the form before the scripts ran (the fields are uncontrolled), once, on
 * mount and before the first paint, so nothing the visitor typed is lost at hydration.
 */
export function useTakeOverTyped(form: RefObject<HTMLFormElement | null>, attachmentCount: number) {
  useLayoutEffect(() => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const typed = APPEAL_FIELD_NAMES.flatMap((name) => {
      const value = data.get(`appeal-${name}`);
      // The ID type's first radio is ticked in the server HTML: only another choice is the visitor's.
      const chosen = typeof value === "string" && value !== "" && !(name === "idType" && value === "thaiId");
      return chosen ? [[name, value] as const] : [];
    });
    const ticked = Array.from({ length: attachmentCount }, (_, n) => data.has(`attachment-${n}`));
    if (typed.length === 0 && !ticked.includes(true)) return;
    // Cleaned as the fields clean what is typed after hydration: a number pasted before it keeps every digit.
    const values = Object.fromEntries(typed);
    for (const [name, value] of typed) values[name] = cleanField(name, value, values);
    helperStore.update((state) => ({
      ...state,
      values: { ...state.values, ...values },
      attachments: ticked.includes(true) ? ticked : state.attachments,
    }));
    // Once, on mount: later typing arrives through the fields' handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
