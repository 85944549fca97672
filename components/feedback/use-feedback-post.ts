"use client";

import { useState } from "react";
import { apiRequest } from "@/lib/client/api";
import { FEEDBACK_API_PATH } from "@/lib/feedback/sent";

export type FeedbackState = "idle" | "sending" | "sent" | "failed";

/** Sends one answer to /api/feedback (a yes/no or a "why") and tracks it: both feedback forms post the same way. */
export function useFeedbackPost() {
  const [state, setState] = useState<FeedbackState>("idle");
  async function send(body: Record<string, unknown>) {
    setState("sending");
    try {
      await apiRequest(FEEDBACK_API_PATH, { method: "POST", body });
      setState("sent");
    } catch {
      setState("failed");
    }
  }
  return { state, setState, send };
}
