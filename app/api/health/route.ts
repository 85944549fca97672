import { ALLOW } from "@/lib/http/allow";
import { CACHE_CONTROL } from "@/lib/http/cache-control";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";

/**
 * Liveness: the process answers. Rendered per request and never kept by a cache, so an answer always says the process
 * is alive now. Whether its store answers too is /api/health/ready.
 */
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ ok: true }, { headers: { "Cache-Control": CACHE_CONTROL.noStore } });
}

const refuse = methodNotAllowed(ALLOW.read);
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS };
