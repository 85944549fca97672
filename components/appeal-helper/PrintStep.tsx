"use client";

import { Words } from "@/components/content/Words";
import { useSyncExternalStore } from "react";
import type { FormMessages } from "./messages";

type Props = {
  deadline: string | null;
  closed: boolean;
  messages: FormMessages["form"];
  hydrated: boolean;
  /** The committee's name and postal address (content/data/contacts.json). */
  sendTo: string;
};

const noSubscription = () => () => {};

/** LINE, Facebook and Instagram open links in their own browser, which may not print or save a PDF. */
function isInAppBrowser(userAgent: string): boolean {
  return /\bLine\/|FBAN|FBAV|FB_IAB|Instagram/i.test(userAgent);
}

/**
 * The last screen before printing: the last day to appeal when the letter's date is known (or what the rules say
 * when it is not), how to save a PDF on a phone, and, in an app's own browser, how to open the page in the phone's
 * browser, where printing works. The print button itself is the form's submit button, below.
 */
export function PrintStep({ deadline, closed, messages: m, hydrated, sendTo }: Props) {
  const inApp = useSyncExternalStore(
    noSubscription,
    () => isInAppBrowser(navigator.userAgent),
    () => false,
  );
  return (
    <div className="helper-print-step">
      {deadline ? (
        <p className={closed ? "helper-deadline-note helper-deadline-passed" : "helper-deadline-note"}>
          <strong>
            <Words text={deadline} />
          </strong>
        </p>
      ) : (
        <p className="helper-deadline-note">
          <Words text={m.noLetterDate} />
        </p>
      )}
      {inApp && hydrated && (
        <div className="helper-inapp" role="note">
          <p>
            <strong>
              <Words text={m.inAppTitle} />
            </strong>
          </p>
          <p>
            <Words text={m.inAppBody} />
          </p>
        </div>
      )}
      <p className="helper-send-to">
        <strong>
          <Words text={m.sendToLabel} />
        </strong>{" "}
        <Words text={sendTo} />
      </p>
      <p className="helper-pdf-hint">
        <Words text={m.pdfHint} />
      </p>
    </div>
  );
}
