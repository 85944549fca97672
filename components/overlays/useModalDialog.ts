"use client";

import { useCallback, useEffect, useRef } from "react";

/**
 * A native <dialog> opened with showModal(): the browser makes the page behind it inert (focus stays inside),
 * puts it in the top layer and closes it on Escape. We add what it leaves out: focus returns to whatever opened it.
 */
export function useModalDialog(onClosed?: (returnValue: string) => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      onClosedRef.current?.(dialog.returnValue);
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus();
    };
    dialog.addEventListener("close", handleClose);
    return () => dialog.removeEventListener("close", handleClose);
  }, []);

  const open = useCallback(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.returnValue = "";
    dialog.showModal();
  }, []);

  const close = useCallback((returnValue = "") => ref.current?.close(returnValue), []);

  return { ref, open, close };
}
