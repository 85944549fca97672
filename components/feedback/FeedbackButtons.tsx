"use client";

import { useState } from "react";
import { apiRequest } from "@/lib/client/api";

type Labels = { question: string; yes: string; no: string; thanks: string; notSent: string; privacy: string };
type Props = { locale: "th" | "en"; path: string; labels: Labels };

/**
 * The two answers, sent with the spec's apiRequest so the loader shows while sending and a failure offers a retry.
 * Without JavaScript the buttons do nothing; the page itself is unaffected.
 */
export function FeedbackButtons({ locale, path, labels }: Props) {
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed">("idle");

  async function answer(useful: boolean) {
    setState("sending");
    try {
      await apiRequest("/api/feedback", { method: "POST", body: { path, locale, useful } });
      setState("sent");
    } catch {
      setState("failed");
    }
  }

  if (state === "sent") {
    return (
      <p className="page-feedback-thanks" role="status">
        {labels.thanks}
      </p>
    );
  }
  return (
    <div className="page-feedback-ask">
      <p className="page-feedback-question" id="page-feedback-question">
        {labels.question}
      </p>
      <div className="page-feedback-buttons" role="group" aria-labelledby="page-feedback-question">
        <button type="button" className="button-secondary" disabled={state === "sending"} onClick={() => answer(true)}>
          {labels.yes}
        </button>
        <button type="button" className="button-secondary" disabled={state === "sending"} onClick={() => answer(false)}>
          {labels.no}
        </button>
      </div>
      {state === "failed" && (
        <p className="page-feedback-error" role="alert">
          {labels.notSent}
        </p>
      )}
      <p className="page-feedback-privacy">{labels.privacy}</p>
    </div>
  );
}
