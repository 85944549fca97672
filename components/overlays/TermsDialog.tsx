"use client";

import { useEffect } from "react";
import { DialogActions } from "./DialogActions";
import { useModalDialog } from "./useModalDialog";
import type { ReactNode } from "react";
import { hasVisitFlag, setVisitFlag, VISIT_FLAGS } from "./visit-flags";

type Props = { title: ReactNode; html: string; acceptLabel: ReactNode; closeLabel: ReactNode };

const FLAG = "modal"; // spec section 3: localStorage 'modal' = true once the terms are accepted

/** The boot script marks <html class="show-splash"> while the splash is up. */
const splashDone = () => !document.documentElement.classList.contains("show-splash");

/**
 * Terms of use (spec section 2): shown on a first visit, after the splash, while no acceptance is stored. Accepting
 * stores the flag; Escape or "close for now" dismisses it for the rest of this visit (sessionStorage) without storing
 * the flag, so it returns on the next visit.
 */
export function TermsDialog({ title, html, acceptLabel, closeLabel }: Props) {
  // Whatever closed it but "accept" (the button, Escape) closes it for this visit.
  const { ref, open, close } = useModalDialog((value) => {
    if (value !== "accepted") setVisitFlag(VISIT_FLAGS.termsClosed, true);
  });

  useEffect(() => {
    let accepted = false;
    try {
      accepted = localStorage.getItem(FLAG) === "true";
    } catch {
      // Storage blocked: ask, and accept for this page only.
    }
    if (accepted || hasVisitFlag(VISIT_FLAGS.termsClosed)) return;
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
      <div
        className="modal-body modal-scroll prose"
        tabIndex={0}
        role="region"
        aria-labelledby="terms-title"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <DialogActions
        primary={{ label: acceptLabel, onClick: accept }}
        secondary={{ label: closeLabel, onClick: () => close("dismissed") }}
      />
    </dialog>
  );
}
