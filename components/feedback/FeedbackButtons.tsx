"use client";

import dynamic from "next/dynamic";
import { useState, type FormEvent, type ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import { FEEDBACK_API_PATH } from "@/lib/feedback/sent";
import { useFeedbackPost } from "./use-feedback-post";

type Labels = Record<"question" | "yes" | "no" | "thanks" | "notSent" | "privacy", ReactNode> & {
  why: { label: string; hint: string; send: string; thanks: ReactNode; empty: ReactNode };
};

// Loaded only after "No": no page pays for the box in its first view.
const WhyBox = dynamic(() => import("./WhyBox").then((m) => m.WhyBox));
type Props = { locale: Locale; path: string; labels: Labels };

/**
 * The two answers as a real form posting to /api/feedback: without JavaScript the browser sends it and the API answers
 * with the thank-you page. With JavaScript the same form is sent with the spec's apiRequest, so the loader shows while
 * sending, the thanks appears in place and a failure offers a retry.
 */
export function FeedbackButtons({ locale, path, labels }: Props) {
  const { state, send } = useFeedbackPost();
  const [saidNo, setSaidNo] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const useful = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value === "yes";
    setSaidNo(!useful);
    await send({ path, locale, useful });
  }

  if (state === "sent") {
    return (
      <>
        <p className="page-feedback-thanks" role="status">
          {labels.thanks}
        </p>
        {saidNo && <WhyBox locale={locale} path={path} labels={{ ...labels.why, notSent: labels.notSent }} />}
      </>
    );
  }
  return (
    <form className="page-feedback-ask" method="post" action={FEEDBACK_API_PATH} onSubmit={submit}>
      <input type="hidden" name="path" value={path} />
      <input type="hidden" name="locale" value={locale} />
      <p className="page-feedback-question" id="page-feedback-question">
        {labels.question}
      </p>
      <div className="page-feedback-buttons" role="group" aria-labelledby="page-feedback-question">
        <button type="submit" name="useful" value="yes" className="button-secondary" disabled={state === "sending"}>
          {labels.yes}
        </button>
        <button type="submit" name="useful" value="no" className="button-secondary" disabled={state === "sending"}>
          {labels.no}
        </button>
      </div>
      {state === "failed" && (
        <p className="page-feedback-error" role="alert">
          {labels.notSent}
        </p>
      )}
      <p className="page-feedback-privacy">{labels.privacy}</p>
    </form>
  );
}
