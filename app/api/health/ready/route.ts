import { readiness } from "@/lib/health/ready";
import { ALLOW } from "@/lib/http/allow";
import { CACHE_CONTROL } from "@/lib/http/cache-control";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";

/**
 * Readiness: 200 when the store (memory or Redis) answers within a second, 503 naming it when it does not, so a load
 * balancer sends no visitor to an instance that cannot count or remember. Never cached.
 */
export const dynamic = "force-dynamic";

export async function GET() {
  const ready = await readiness();
  return Response.json(ready, { status: ready.ok ? 200 : 503, headers: { "Cache-Control": CACHE_CONTROL.noStore } });
}

const refuse = methodNotAllowed(ALLOW.read);
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS };
