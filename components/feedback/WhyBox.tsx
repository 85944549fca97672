"use client";

import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import { useFeedbackPost } from "./use-feedback-post";
import { WhyFields, type WhyLabels } from "./WhyFields";

type Props = { locale: Locale; path: string; labels: WhyLabels & { thanks: string; notSent: ReactNode } };

/** The "why" box shown in place after "No" (loaded only then, FeedbackButtons), sent with the page's API helper. */
export function WhyBox({ locale, path, labels }: Props) {
  const { state, setState, send } = useFeedbackPost();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.querySelector("textarea")?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const why = String(new FormData(event.currentTarget).get("why") ?? "").trim();
    if (!why) return setState("sent");
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
      {state === "failed" && (
        <p className="page-feedback-error" role="alert">
          {labels.notSent}
        </p>
      )}
    </div>
  );
}
