"use client";

import { useCallback, useSyncExternalStore } from "react";

/**
 * The helper's current step, kept in the page's address (`?step=3#appeal-helper-form`): a reload stays on the step, and the
 * browser's Back goes to the step before, as the helper's own Back does. The answers themselves stay in session
 * storage (helper-store.ts); the address carries only the step's number.
 */
const PARAM = "step";
const EVENT = "appeal-helper:step";

function read(): number {
  const n = Number(new URLSearchParams(location.search).get(PARAM));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

function subscribe(listener: () => void) {
  addEventListener("popstate", listener);
  addEventListener(EVENT, listener);
  return () => {
    removeEventListener("popstate", listener);
    removeEventListener(EVENT, listener);
  };
}

/** The step's address, for links that work as links too (Change, Back). */
export function stepHref(step: number, anchor = "appeal-helper-form"): string {
  return `?${PARAM}=${step}#${anchor}`;
}

/** True once the visitor is in the form's steps (the address names a step): the page then shows the form alone. */
export function inSteps(): boolean {
  return new URLSearchParams(location.search).has(PARAM);
}

export function useStep(count: number): [step: number, go: (step: number) => void] {
  const step = Math.min(
    useSyncExternalStore(subscribe, read, () => 1),
    count,
  );
  const go = useCallback(
    (next: number) => {
      const to = Math.max(1, Math.min(next, count));
      history.pushState(null, "", stepHref(to));
      dispatchEvent(new Event(EVENT));
    },
    [count],
  );
  return [step, go];
}
