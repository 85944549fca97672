/**
 * Pages are read-only; the only posts to a page are the staff pages' server actions. With JavaScript they carry
 * Next-Action; without it, the browser posts the sign-in and sign-out forms as plain multipart forms (issue 16).
 * A server action's body is checked before Next decodes it: a form, bounded, complete (issue 18: a non-form or
 * truncated body made Next answer 500).
 */
import type { NextRequest } from "next/server";
import { isStaffPath } from "../auth/paths";
import { checkServerActionBody } from "../http/server-action-body";
import { isReadOnly, plain } from "./respond";

export async function refuseMethods(request: NextRequest): Promise<Response | undefined> {
  if (isReadOnly(request)) return undefined;
  if (!isServerAction(request))
    return plain(405, "405 Method Not Allowed: pages answer GET and HEAD only.\n", { Allow: "GET, HEAD" });
  const refusal = await checkServerActionBody(request);
  // In production nginx refuses a body over 1 MiB before it gets here (deploy/nginx); this is the app's own, smaller
  // limit. Next drops a Connection header set here.
  return refusal ? plain(refusal.status, `${refusal.status} ${refusal.message}\n`) : undefined;
}

function isServerAction(request: NextRequest): boolean {
  if (request.headers.has("next-action")) return true;
  const type = request.headers.get("content-type") ?? "";
  return (
    request.method === "POST" &&
    isStaffPath(request.nextUrl.pathname) &&
    type.toLowerCase().startsWith("multipart/form-data")
  );
}
