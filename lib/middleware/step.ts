/**
 * Owns the shape of the middleware's steps: each looks at the request and either answers it (a Response, which ends
 * the pipeline) or passes it on (undefined). middleware.ts lists them in order; next-intl routes what none answered.
 */
import type { NextFetchEvent, NextRequest } from "next/server";

export type Step = (
  request: NextRequest,
  event: NextFetchEvent,
) => Response | undefined | Promise<Response | undefined>;

export async function firstAnswer(
  steps: readonly Step[],
  request: NextRequest,
  event: NextFetchEvent,
): Promise<Response | undefined> {
  for (const step of steps) {
    const response = await step(request, event);
    if (response) return response;
  }
  return undefined;
}
