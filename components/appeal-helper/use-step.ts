"use client";

import { useCallback, useSyncExternalStore } from "react";

/**
 * The helper's current step, kept in the page's address (`?step=3#appeal-helper-form`): a reload stays on the step, and
 * the browser's Back goes to the step before, as the helper's own Back does. Without `step` the page is the check,
 * with the form's start under it. A Change link from "check your answers" adds `return=review`: that step's button
 * then goes straight back to the review (GOV.UK's "check answers" pattern), also when the link is opened as a link
 * (a new tab, a reload). The answers themselves stay in session storage (helper-store.ts); the address carries only
 * the step's number and that marker.
 */
const PARAM = "step";
const RETURN = "return";
const EVENT = "appeal-helper:step";

/** The address's query, a string, so that React compares snapshots by value. */
const read = () => location.search;

function subscribe(listener: () => void) {
  addEventListener("popstate", listener);
  addEventListener(EVENT, listener);
  return () => {
    removeEventListener("popstate", listener);
    removeEventListener(EVENT, listener);
  };
}

/** The step's address, for links that work as links too (Start, Change, Back). */
export function stepHref(step: number, anchor = "appeal-helper-form", returning = false): string {
  return `?${PARAM}=${step}${returning ? `&${RETURN}=review` : ""}#${anchor}`;
}

/** Where the address puts the visitor: 0 on the check (no step named), else the step, and whether a Change led there. */
function stepOfQuery(query: string, count: number): { step: number; returning: boolean } {
  const params = new URLSearchParams(query);
  if (!params.has(PARAM)) return { step: 0, returning: false };
  const n = Number(params.get(PARAM));
  return { step: Number.isInteger(n) && n >= 1 ? Math.min(n, count) : 1, returning: params.get(RETURN) === "review" };
}

/**
 * The step (0: the check, before the form's steps), whether the visitor came from "check your answers", and a move to
 * another step. The server (and hydration) sees the check: a static page cannot know its query.
 */
export function useStep(
  count: number,
): [step: number, returning: boolean, go: (step: number, anchor?: string, returning?: boolean) => void] {
  const { step, returning } = stepOfQuery(
    useSyncExternalStore(subscribe, read, () => ""),
    count,
  );
  const go = useCallback(
    (next: number, anchor?: string, back = false) => {
      const to = Math.max(1, Math.min(next, count));
      history.pushState(null, "", stepHref(to, anchor, back));
      dispatchEvent(new Event(EVENT));
    },
    [count],
  );
  return [step, returning, go];
}
