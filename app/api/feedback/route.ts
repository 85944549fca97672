import { answerUseful, answerWhy, isWhy } from "@/lib/feedback/answers";
import { readPosted } from "@/lib/feedback/read-posted";
import { ALLOW } from "@/lib/http/allow";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";

/**
 * POST /api/feedback: "Was this page useful?". Validated, rate-limited, anonymous. Two shapes: JSON
 * {path, locale, useful} from the page's script, and the same form posted by a browser without JavaScript
 * (urlencoded, useful=yes|no), which is answered with a redirect to the thank-you page rather than JSON. After "No",
 * the optional "what were you trying to do?" comes the same two ways as {path, locale, why}, and is stored redacted.
 */
export async function POST(request: Request) {
  const posted = await readPosted(request);
  if (posted instanceof Response) return posted;
  return isWhy(posted.body) ? answerWhy(request, posted) : answerUseful(request, posted);
}

const refuse = methodNotAllowed(ALLOW.post);
export { refuse as GET, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS };
