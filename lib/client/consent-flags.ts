/**
 * What the overlays keep in the browser, in one place for the boot script (which reads it before the first paint)
 * and the consent sheet (which writes it):
 * - the spec's stored acceptances (sections 3 and 9): localStorage `modal` and `cookies`, each "true" once accepted;
 * - the choices "for now" and the splash once seen: session cookies, with no expiry, so they last until the browser
 *   closes and every tab shares them. sessionStorage was per tab, and a link opened from a chat app is a new tab.
 * None of these is read by the server; the cookies travel with requests only because cookies do.
 */
export const STORED = { terms: "modal", cookies: "cookies" } as const;
export const SESSION = {
  splashSeen: "splash-seen",
  termsClosed: "terms-closed",
  cookiesDeclined: "cookies-declined",
} as const;

/** The whole site, and sent when a visitor follows a link from another site (Lax), so a shared link sees it. */
export const SESSION_COOKIE_ATTRIBUTES = "; path=/; SameSite=Lax";

type StoredKey = (typeof STORED)[keyof typeof STORED];
type SessionName = (typeof SESSION)[keyof typeof SESSION];

export function isStored(key: StoredKey): boolean {
  try {
    return localStorage.getItem(key) === "true";
  } catch {
    return false;
  }
}

export function setStored(key: StoredKey, on: boolean): void {
  try {
    if (on) localStorage.setItem(key, "true");
    else localStorage.removeItem(key);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}

export function setSessionFlag(name: SessionName, on: boolean): void {
  document.cookie = on ? `${name}=1${SESSION_COOKIE_ATTRIBUTES}` : `${name}=${SESSION_COOKIE_ATTRIBUTES}; max-age=0`;
}
