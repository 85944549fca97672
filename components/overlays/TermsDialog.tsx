"use client";

import { useEffect } from "react";
import { useModalDialog } from "./useModalDialog";
import type { ReactNode } from "react";

type Props = { title: ReactNode; html: string; acceptLabel: ReactNode; closeLabel: ReactNode };

const FLAG = "modal"; // spec section 3: localStorage 'modal' = true once the terms are accepted

/** The boot script marks <html class="show-splash"> while the splash is up. */
const splashDone = () => !document.documentElement.classList.contains("show-splash");

/**
 * Terms of use (spec section 2): shown on a first visit, after the splash, while no acceptance is stored. Accepting
 * stores the flag; Escape or "close" dismisses it for now without storing, so it returns on the next visit.
 */
export function TermsDialog({ title, html, acceptLabel, closeLabel }: Props) {
  const { ref, open, close } = useModalDialog();

  useEffect(() => {
    let accepted = false;
    try {
      accepted = localStorage.getItem(FLAG) === "true";
    } catch {
      // Storage blocked: ask, and accept for this page only.
    }
    if (accepted) return;
    if (splashDone()) {
      open();
      return;
    }
    document.addEventListener("splash:hidden", open, { once: true });
    return () => document.removeEventListener("splash:hidden", open);
  }, [open]);

  const accept = () => {
    try {
      localStorage.setItem(FLAG, "true");
    } catch {
      // Nothing to store in; the dialog still closes.
    }
    close("accepted");
  };

  return (
    <dialog ref={ref} className="modal" aria-labelledby="terms-title">
      <h2 id="terms-title">{title}</h2>
      <div className="modal-body prose" tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />
      <div className="modal-actions">
        <button type="button" onClick={accept}>
          {acceptLabel}
        </button>
        <button type="button" className="button-secondary" onClick={() => close("dismissed")}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}
