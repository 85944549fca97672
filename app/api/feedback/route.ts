import { getCache } from "@/lib/cache";
import { clientKey } from "@/lib/cache/rate-limit";
import { feedbackSchema } from "@/lib/feedback/schema";
import { allowFeedback, recordFeedback } from "@/lib/feedback/store";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";

const NO_STORE = { "Cache-Control": "no-store" };
const answer = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } });

/** POST /api/feedback {path, locale, useful}: "Was this page useful?" (issue 7). Validated, rate-limited, anonymous. */
export async function POST(request: Request) {
  // Answers come from our own pages; another site's form cannot add votes.
  if (request.headers.get("sec-fetch-site") === "cross-site") return answer({ error: "cross_site" }, 403);

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return answer({ error: "invalid_json" }, 400);
  }
  const parsed = feedbackSchema.safeParse(body);
  if (!parsed.success) return answer({ error: "invalid", issues: parsed.error.issues.map((i) => i.path.join(".")) }, 400);

  const cache = getCache();
  try {
    const limit = await allowFeedback(cache, await clientKey(request.headers));
    if (!limit.ok) return answer({ error: "rate_limited" }, 429, { "Retry-After": String(limit.retryAfter) });
    await recordFeedback(cache, parsed.data);
  } catch (error) {
    console.warn(`[feedback] not recorded: ${(error as Error).message}`);
    return answer({ error: "unavailable" }, 503);
  }
  return answer({ ok: true }, 201);
}

const refuse = methodNotAllowed("POST");
export { refuse as GET, refuse as PUT, refuse as PATCH, refuse as DELETE };
