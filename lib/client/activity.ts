/**
 * What the full-screen loader shows: API requests in flight, and the last failure. A tiny external
 * store (read with useSyncExternalStore) so any client leaf can report work without a React context.
 * The old site left its loader spinning after a failed call; here every begin() is paired with an end() in a
 * `finally`, so the loader always clears.
 */
export type Failure = { retry: () => void };
type State = { pending: number; failure: Failure | null };

let state: State = { pending: 0, failure: null };
const listeners = new Set<() => void>();
const emit = (next: State) => {
  state = next;
  listeners.forEach((listener) => listener());
};

export const activity = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => state,
  begin() {
    emit({ pending: state.pending + 1, failure: null });
  },
  end() {
    emit({ ...state, pending: Math.max(0, state.pending - 1) });
  },
  fail(failure: Failure) {
    emit({ pending: Math.max(0, state.pending - 1), failure });
  },
  dismiss() {
    emit({ ...state, failure: null });
  },
};
