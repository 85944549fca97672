/**
 * A non-secret cookie that says "a staff session may exist". Public pages are static and never read the session;
 * the header's client leaf asks /api/auth/session only when this cookie is there, so anonymous visitors pay
 * nothing. It proves nothing: every staff page and API checks the real, encrypted session cookie.
 */
export const HINT_COOKIE = "staff-hint";
