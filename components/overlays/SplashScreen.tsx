import type { Locale } from "@/i18n/locales";
import type { Splash } from "@/lib/content/overlays";
import type { ReactNode } from "react";
import { ThaiText } from "@/components/content/ThaiText";
import { HEADING_BUDGET } from "@/lib/text/thai-word-list";

type Props = {
  locale: Locale;
  /** Its image and message, and whether it is shown at all (content/overlays/splash.json). */
  splash: Splash;
  skipLabel: ReactNode;
  countdown: [before: ReactNode, after: ReactNode];
  seconds: number;
};

/**
 * The splash (spec section 2): static markup, hidden unless the boot script marks <html class="show-splash"> before the
 * first paint. The boot script runs the countdown and the skip button, so it works before hydration, with no bundle JS.
 */
export function SplashScreen({ locale, splash, skipLabel, countdown, seconds }: Props) {
  if (!splash.enabled) return null;
  return (
    <div className="splash" role="dialog" aria-modal="true" aria-labelledby="splash-message">
      <div className="splash-inner">
        {/* eslint-disable-next-line @next/next/no-img-element -- a 1 KB SVG shown for 10 s; next/image adds nothing */}
        <img src={splash.image} alt="" width={96} height={96} />
        <p id="splash-message" className="splash-message">
          <ThaiText text={splash.message[locale]} budget={HEADING_BUDGET.h2} />
        </p>
        {/* The whole sentence is the live region, so each second is read as "…in 9 seconds", not a bare number.
            The boot script counts down in #splash-count before hydration: on a slow phone the number has changed by
            the time React arrives, and without suppressHydrationWarning that text mismatch (React error 418) made
            React render the page again on the client, throwing away what the visitor had typed. */}
        <p className="splash-countdown" aria-live="polite" aria-atomic="true">
          {countdown[0]}{" "}
          <span id="splash-count" suppressHydrationWarning>
            {seconds}
          </span>{" "}
          {countdown[1]}
        </p>
        <button type="button" id="splash-skip" className="button">
          {skipLabel}
        </button>
      </div>
    </div>
  );
}
