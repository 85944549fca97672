/**
 * Choices that last for this visit only (this tab's session storage): "decline" on the cookie banner and "close for
 * now" on the terms dialog. The spec's single-page app kept them until the tab closed; with a full page load per
 * link they would otherwise come back on every page. The boot script reads the cookie flag before the first paint.
 */
export const VISIT_FLAGS = { cookiesDeclined: "cookies-declined", termsClosed: "terms-closed" } as const;
type VisitFlag = (typeof VISIT_FLAGS)[keyof typeof VISIT_FLAGS];

export function hasVisitFlag(flag: VisitFlag): boolean {
  try {
    return sessionStorage.getItem(flag) === "1";
  } catch {
    return false;
  }
}

export function setVisitFlag(flag: VisitFlag, on: boolean): void {
  try {
    if (on) sessionStorage.setItem(flag, "1");
    else sessionStorage.removeItem(flag);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}
