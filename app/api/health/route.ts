import { methodNotAllowed } from "@/lib/http/method-not-allowed";

/** A cheap readiness probe for the test runner and load balancers. */
export const dynamic = "force-static";

export function GET() {
  return Response.json({ ok: true });
}

const refuse = methodNotAllowed("GET, HEAD");
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE };
