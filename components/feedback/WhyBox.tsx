"use client";

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import { useFeedbackPost } from "./use-feedback-post";
import { WhyFields, type WhyLabels } from "./WhyFields";

type Props = {
  locale: Locale;
  path: string;
  labels: WhyLabels & { thanks: ReactNode; empty: ReactNode; notSent: ReactNode };
};

/**
 * The "why" box shown in place after "No" (loaded only then, FeedbackButtons), sent with the page's API helper. An
 * empty box sends nothing, and says so rather than thank the reader for a comment never made; a sent one says no one
 * will reply, and where questions go.
 */
export function WhyBox({ locale, path, labels }: Props) {
  const { state, send } = useFeedbackPost();
  const [empty, setEmpty] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.querySelector("textarea")?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const why = String(new FormData(event.currentTarget).get("why") ?? "").trim();
    setEmpty(!why);
    if (!why) return;
    await send({ path, locale, why });
  }

  if (state === "sent") {
    return (
      <p className="page-feedback-thanks" role="status">
        {labels.thanks}
      </p>
    );
  }
  return (
    <div ref={box}>
      <WhyFields locale={locale} path={path} labels={labels} onSubmit={submit} disabled={state === "sending"} />
      <p className="page-feedback-note" role="status">
        {empty && labels.empty}
      </p>
      {state === "failed" && (
        <p className="page-feedback-error" role="alert">
          {labels.notSent}
        </p>
      )}
    </div>
  );
}
