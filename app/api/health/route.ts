/** A cheap readiness probe for the test runner and load balancers. */
export const dynamic = "force-static";

export function GET() {
  return Response.json({ ok: true });
}
