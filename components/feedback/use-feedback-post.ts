"use client";

import { useState } from "react";
import { apiRequest } from "@/lib/client/api";

export type FeedbackState = "idle" | "sending" | "sent" | "failed";

/** Sends one answer to /api/feedback (a yes/no or a "why") and tracks it: both feedback forms post the same way. */
export function useFeedbackPost() {
  const [state, setState] = useState<FeedbackState>("idle");
  async function send(body: Record<string, unknown>) {
    setState("sending");
    try {
      await apiRequest("/api/feedback", { method: "POST", body });
      setState("sent");
    } catch {
      setState("failed");
    }
  }
  return { state, setState, send };
}
