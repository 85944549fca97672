import type { NextAuthConfig } from "next-auth";

type AuthErrorLike = Error & { type?: string; kind?: string; cause?: { err?: Error } | Error };

/**
 * Auth.js's errors, one readable line each. In the production bundle their class names are minified
 * (`error.name` reads "e" or "t"), so the line leads with `error.type` (CallbackRouteError, AccessDenied, ...),
 * which Auth.js sets as a string and survives minification, then the message and its cause. Refusals, cancellations
 * and stale cookies are expected: a warning, not a stack trace. Nothing of the request (tokens, codes) is printed.
 */
export function describeAuthError(error: AuthErrorLike): string {
  const type = error.type || error.name || "Error";
  const cause =
    error.cause && "err" in error.cause ? error.cause.err : error.cause instanceof Error ? error.cause : undefined;
  const message = error.message?.split("\n")[0].replace(/\. Read more at https:\/\/errors\.authjs\.dev\S*/, "");
  const causeText = cause
    ? ` (cause: ${cause.name && cause.name.length > 2 ? `${cause.name}: ` : ""}${cause.message})`
    : "";
  return `[auth] ${type}${message && message !== type ? `: ${message}` : ""}${causeText}`;
}

export const authLogger: NonNullable<NextAuthConfig["logger"]> = {
  error(error) {
    console.warn(describeAuthError(error as AuthErrorLike));
  },
  warn(code) {
    console.warn(`[auth] warning: ${code}`);
  },
  debug() {},
};
