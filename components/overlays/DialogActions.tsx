import type { ReactNode } from "react";

type Action = { label: ReactNode; onClick: () => void; disabled?: boolean };

/**
 * The button row of the site's dialogs (the appeal conditions): the choice first, "close" second, equal in
 * size, wrapping to a column on a narrow phone so both stay in view. One home for any dialog, so they look alike.
 */
export function DialogActions({ primary, secondary }: { primary: Action; secondary: Action }) {
  return (
    <div className="modal-actions">
      <button type="button" onClick={primary.onClick} disabled={primary.disabled}>
        {primary.label}
      </button>
      <button type="button" className="button-secondary" onClick={secondary.onClick} disabled={secondary.disabled}>
        {secondary.label}
      </button>
    </div>
  );
}
