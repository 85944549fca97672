"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { activity } from "@/lib/client/activity";
import type { ReactNode } from "react";

type Props = {
  loadingLabel: string;
  errorTitle: ReactNode;
  errorText: ReactNode;
  retryLabel: ReactNode;
  dismissLabel: ReactNode;
};

/** Fast requests finish well inside this; only slow ones show the loader, so it never flashes. */
const SHOW_AFTER_MS = 400;

/**
 * The full-screen loader (spec section 2: on while an API call is in progress), shown after a short delay, and the
 * failure notice, with a retry, when a request fails. Not for navigations: links are plain, so the next page is a new
 * document and the browser shows its own progress, with Stop and Back still in reach; a cover over the old page would
 * stay up for good if the visitor pressed Stop.
 */
export function ActivityLoader({ loadingLabel, errorTitle, errorText, retryLabel, dismissLabel }: Props) {
  const state = useSyncExternalStore(activity.subscribe, activity.snapshot, activity.snapshot);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (state.pending === 0) {
      const id = setTimeout(() => setVisible(false), 0);
      return () => clearTimeout(id);
    }
    const id = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(id);
  }, [state.pending]);

  return (
    <>
      <div className="loader" hidden={!visible} role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span className="loader-text">{visible ? loadingLabel : ""}</span>
      </div>
      {state.failure && (
        <div className="request-error" role="alert">
          <p className="request-error-title">{errorTitle}</p>
          <p>{errorText}</p>
          <div className="modal-actions">
            <button type="button" onClick={() => state.failure?.retry()}>
              {retryLabel}
            </button>
            <button type="button" className="button-secondary" onClick={activity.dismiss}>
              {dismissLabel}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
