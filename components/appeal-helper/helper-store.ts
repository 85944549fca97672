import { useSyncExternalStore } from "react";
import { storedAnswersSchema, type StoredAnswers } from "@/lib/validation/appeal-form";

/**
 * What the visitor answered and typed, shared by the helper's parts and kept in sessionStorage: it survives a reload
 * in the same tab, never reaches a server and is gone when the tab closes. Read back through zod, because anything
 * may sit in storage (an older version of the page, another script).
 */
export const HELPER_STORAGE_KEY = "appeal-helper";
const EMPTY: StoredAnswers = { answers: {}, values: {}, attachments: [] };

let current: StoredAnswers | undefined;
const listeners = new Set<() => void>();

function read(): StoredAnswers {
  if (current) return current;
  try {
    const parsed = storedAnswersSchema.safeParse(JSON.parse(sessionStorage.getItem(HELPER_STORAGE_KEY) ?? "null"));
    current = parsed.success ? parsed.data : EMPTY;
  } catch {
    current = EMPTY;
  }
  return current;
}

function write(next: StoredAnswers) {
  current = next;
  try {
    if (next === EMPTY) sessionStorage.removeItem(HELPER_STORAGE_KEY);
    else sessionStorage.setItem(HELPER_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused (private mode, quota): the answers still live for this page view.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const helperStore = {
  update: (change: (state: StoredAnswers) => StoredAnswers) => write(change(read())),
  setValue: (name: string, value: string) => write({ ...read(), values: { ...read().values, [name]: value } }),
  clear: () => write(EMPTY),
};

/** The stored answers; the server render (and the first client render) sees none, so hydration matches. */
export function useHelperAnswers(): StoredAnswers {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

const noSubscription = () => () => {};

/** False in the server HTML and until React has taken the page over: before that, typing and clicking do nothing. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
