"use client";

import { useCallback, useRef, useState, type ReactNode } from "react";
import { DialogActions } from "@/components/overlays/DialogActions";
import { useModalDialog } from "@/components/overlays/useModalDialog";

type Props = {
  title: ReactNode;
  html: string;
  openLabel: ReactNode;
  acceptLabel: ReactNode;
  acceptHint: ReactNode;
  closeLabel: ReactNode;
  pdfUrl: string;
};

/** Spec section 9: the accept button is enabled once the text is scrolled to within 10 px of its end. */
const SCROLL_END_THRESHOLD_PX = 10;

function reachedEnd(el: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= SCROLL_END_THRESHOLD_PX;
}

/**
 * The appeal conditions (spec section 2): a scrollable text the visitor must reach the end of (by mouse, touch or
 * keyboard: the text is focusable, so arrow keys and Page Down scroll it) before accepting. Accepting closes the
 * dialog and opens the appeal form PDF in a new tab.
 */
export function AppealConditions({ title, html, openLabel, acceptLabel, acceptHint, closeLabel, pdfUrl }: Props) {
  const [canAccept, setCanAccept] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const { ref, open, close } = useModalDialog();

  const check = useCallback(() => {
    if (body.current && reachedEnd(body.current)) setCanAccept(true);
  }, []);

  const show = () => {
    setCanAccept(false);
    open();
    if (body.current) body.current.scrollTop = 0;
    // A text that fits without scrolling is read in full already.
    requestAnimationFrame(check);
  };

  const accept = () => {
    if (!canAccept) return;
    close("accepted");
    window.open(pdfUrl, "_blank", "noopener");
  };

  return (
    <>
      <button type="button" className="button appeal-open" onClick={show}>
        {openLabel}
      </button>
      <dialog ref={ref} className="modal modal-appeal" aria-labelledby="appeal-title" aria-describedby="appeal-hint">
        <h2 id="appeal-title">{title}</h2>
        <div
          ref={body}
          className="modal-body modal-scroll prose"
          tabIndex={0}
          role="region"
          aria-labelledby="appeal-title"
          onScroll={check}
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <p id="appeal-hint" className="modal-hint" aria-live="polite">
          {canAccept ? "" : acceptHint}
        </p>
        <DialogActions
          primary={{ label: acceptLabel, onClick: accept, disabled: !canAccept }}
          secondary={{ label: closeLabel, onClick: () => close("dismissed") }}
        />
      </dialog>
    </>
  );
}
