/**
 * The sign-in page's message for what brought the user there (spec section 4: in progress, failed, signed out).
 * Auth.js reports its own error types in `error`; the guard adds `reason=expired`, sign-out adds `signedOut`.
 * Unknown values get the generic message: nothing from the URL is echoed, no stack trace is ever shown.
 */
export type SignInNotice = "expired" | "cancelled" | "providerDown" | "failed" | "signedOut" | "denied";

const CANCELLED = new Set(["OAuthCallbackError", "OAuthCallback", "OAuthSignin", "OAuthSignInError", "Callback"]);
const PROVIDER_DOWN = new Set(["Configuration", "CallbackRouteError", "SignInError", "ProviderUnavailable"]);

export function signInNotice(query: { error?: string; reason?: string; signedOut?: string }): SignInNotice | undefined {
  if (query.error === "AccessDenied") return "denied";
  if (query.error && CANCELLED.has(query.error)) return "cancelled";
  if (query.error && PROVIDER_DOWN.has(query.error)) return "providerDown";
  if (query.error) return "failed";
  if (query.reason === "expired") return "expired";
  if (query.signedOut !== undefined) return "signedOut";
  return undefined;
}
