"use client";

import { useEffect, useState } from "react";
import type { Locale } from "@/i18n/locales";
import { HINT_COOKIE } from "@/lib/auth/hint";
import { SIGN_OUT_ENDPOINT } from "@/lib/auth/paths";

type Props = {
  locale: Locale;
  staffHref: string;
  /** Where sign-out returns to: this page's public path, from the server (null on the 404 page). */
  from: string | null;
  /** Known on the server on staff pages; public pages are static and ask the session API instead. */
  signedInName?: string;
  labels: { signedInAs: string; staffPages: string; signOut: string };
};

/**
 * The staff name from /api/auth/session's answer, or null. A hand-written check rather than zod: this leaf ships on
 * every public page, and even zod/mini cost those pages 10 KiB of gzip JavaScript for one object shape.
 */
function staffName(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const session = data as { user?: { name?: unknown }; staff?: unknown; error?: unknown };
  if (session.staff !== true || session.error !== undefined) return null;
  const name = session.user?.name;
  return typeof name === "string" && name.trim() ? name : null;
}

/**
 * The header's signed-in staff name and sign-out button. Public pages are static and never read the session here
 * on the server; this leaf asks /api/auth/session only when the hint cookie says a staff session may exist, so
 * anonymous visitors make no request at all.
 */
export function StaffSessionMenu({ locale, staffHref, from, signedInName, labels }: Props) {
  const [name, setName] = useState<string | null>(signedInName ?? null);

  useEffect(() => {
    if (signedInName) return;
    if (!document.cookie.split("; ").some((c) => c.startsWith(`${HINT_COOKIE}=`))) return;
    const controller = new AbortController();
    fetch("/api/auth/session", { headers: { "Content-Type": "application/json" }, signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((data) => {
        const signedIn = staffName(data);
        if (signedIn) setName(signedIn);
        // No session behind the hint any more: drop it so later pages skip the request.
        else document.cookie = `${HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
      })
      .catch(() => {});
    return () => controller.abort();
  }, [signedInName]);

  if (!name) return null;
  return (
    <div className="staff-session">
      <a href={staffHref}>{labels.staffPages}</a>
      <span className="staff-session-name">{labels.signedInAs.replace("{name}", name)}</span>
      <form method="post" action={SIGN_OUT_ENDPOINT}>
        <input type="hidden" name="locale" value={locale} />
        {from && <input type="hidden" name="from" value={from} />}
        <button type="submit" className="button-secondary">
          {labels.signOut}
        </button>
      </form>
    </div>
  );
}
