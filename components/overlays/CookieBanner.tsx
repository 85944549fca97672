"use client";

import { useEffect } from "react";
import { loadAnalytics } from "@/lib/client/analytics";
import type { ReactNode } from "react";
import { setVisitFlag, VISIT_FLAGS } from "./visit-flags";

type Props = {
  text: ReactNode;
  acceptLabel: ReactNode;
  declineLabel: ReactNode;
  policyHref: string;
  policyLabel: ReactNode;
};

const FLAG = "cookies"; // spec section 3: localStorage 'cookies' = 'true' once accepted

const hide = () => document.documentElement.classList.remove("show-cookies");

/**
 * Cookie banner (spec section 2). The boot script shows it before the first paint while no flag is stored; it is
 * fixed to the bottom of the screen, so it shifts nothing. Accept stores the flag and starts analytics; decline hides
 * it for the rest of this visit (sessionStorage), so it asks again on the next visit. Reopened from "Cookie settings" in the footer, decline also
 * withdraws a consent given earlier: the flag goes, and analytics stops from the next page on (a script already
 * running cannot be unloaded). Both buttons carry equal weight.
 */
export function CookieBanner({ text, acceptLabel, declineLabel, policyHref, policyLabel }: Props) {
  useEffect(() => {
    try {
      if (localStorage.getItem(FLAG) === "true") loadAnalytics();
    } catch {
      // Storage blocked: no stored consent, so nothing loads.
    }
  }, []);

  const accept = () => {
    try {
      localStorage.setItem(FLAG, "true");
    } catch {
      // Consent for this page only.
    }
    setVisitFlag(VISIT_FLAGS.cookiesDeclined, false);
    hide();
    loadAnalytics();
  };

  const decline = () => {
    try {
      localStorage.removeItem(FLAG);
    } catch {
      // Nothing was stored.
    }
    setVisitFlag(VISIT_FLAGS.cookiesDeclined, true);
    hide();
  };

  return (
    <section className="cookie-banner" aria-labelledby="cookie-text">
      <div className="container cookie-inner">
        <p id="cookie-text">
          {text} <a href={policyHref}>{policyLabel}</a>
        </p>
        <div className="cookie-actions">
          <button type="button" onClick={accept}>
            {acceptLabel}
          </button>
          <button type="button" onClick={decline}>
            {declineLabel}
          </button>
        </div>
      </div>
    </section>
  );
}
