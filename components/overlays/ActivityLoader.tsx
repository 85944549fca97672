"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";
import { activity } from "@/lib/client/activity";

type Props = { loadingLabel: string; errorTitle: string; errorText: string; retryLabel: string; dismissLabel: string };

/** Fast, prefetched navigations finish well inside this; only slow ones show the loader, so it never flashes. */
const SHOW_AFTER_MS = 400;

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!link || link.target || link.hasAttribute("download")) return false;
  const url = new URL(link.href, location.href);
  return url.origin === location.origin && (url.pathname !== location.pathname || url.search !== location.search);
}

/**
 * The full-screen loader (spec section 2) for navigations and requests in progress, shown after a short delay; and
 * the failure notice, with a retry, when a request fails. Cleared on every route change and every finished request.
 */
export function ActivityLoader({ loadingLabel, errorTitle, errorText, retryLabel, dismissLabel }: Props) {
  const state = useSyncExternalStore(activity.subscribe, activity.snapshot, activity.snapshot);
  const pathname = usePathname();
  const search = useSearchParams();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) activity.begin();
    };
    // Capture phase: next/link calls preventDefault() on its clicks before a bubbling listener would see them.
    document.addEventListener("click", onClick, true);
    // Back to a page from the back/forward cache: nothing is loading any more.
    const onPageShow = () => activity.reset();
    addEventListener("pageshow", onPageShow);
    return () => {
      document.removeEventListener("click", onClick, true);
      removeEventListener("pageshow", onPageShow);
    };
  }, []);

  // A new page has rendered: whatever navigation was pending is over.
  useEffect(() => activity.reset(), [pathname, search]);

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
            <button type="button" onClick={() => state.failure?.retry()}>{retryLabel}</button>
            <button type="button" className="button-secondary" onClick={activity.dismiss}>{dismissLabel}</button>
          </div>
        </div>
      )}
    </>
  );
}
