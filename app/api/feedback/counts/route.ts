import { getCache } from "@/lib/cache";
import { staffApiGuard } from "@/lib/auth/guard";
import { feedbackCounts } from "@/lib/feedback/store";
import { ALLOW } from "@/lib/http/allow";
import { CACHE_CONTROL } from "@/lib/http/cache-control";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";

export const dynamic = "force-dynamic";

/** GET /api/feedback/counts: the per-page answers as JSON, for staff only (401 anonymous, 403 not staff). */
export async function GET() {
  const guard = await staffApiGuard();
  if ("response" in guard) return guard.response;
  return Response.json(
    { pages: await feedbackCounts(getCache()) },
    { headers: { "Cache-Control": CACHE_CONTROL.privateNoStore } },
  );
}

const refuse = methodNotAllowed(ALLOW.read);
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS };
