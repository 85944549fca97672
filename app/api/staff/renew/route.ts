import type { NextRequest } from "next/server";
import { renewal } from "@/lib/auth/renewal";
import { ALLOW } from "@/lib/http/allow";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";

export const dynamic = "force-dynamic";

/**
 * GET /api/staff/renew?to=<a staff page>: where a staff page sends the browser when its cookies need writing, which a
 * page cannot do (lib/auth/guard.ts). The session cookie is renewed or cleared and the hint set or dropped, then the
 * browser goes on to the page, or to the sign-in page (lib/auth/renewal.ts). A GET: it is a redirect followed.
 */
export const GET = (request: NextRequest) => renewal(request);

const refuse = methodNotAllowed(ALLOW.read);
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS };
