/**
 * Preloaded into `next start` (lib/server/preload.mjs, see package.json): what a proxy's body limit would do.
 *
 * Next.js copies the body of every request the middleware sees (pages: a server action's form) for the middleware,
 * and reads it to the end even when the middleware has refused it: a 50 MB post to a page grew the server by 30-60 MB
 * (issue 18). The routes and the middleware keep their own, smaller limits; this bounds what is read at all:
 * - a body declared larger than any route takes (MAX_BODY_BYTES) is refused before Next sees the request;
 * - every body is counted as Node's HTTP parser hands it over (the stream's `push`, which reading it does not touch):
 *   past the limit it is refused if nobody has answered yet, and once the answer is out the request ends with an
 *   error, so whatever waits for the rest of it (Next's copy for the middleware) stops waiting; Next logs that error;
 * - once an answer is out, a body still arriving is no longer read; the client has a moment to read the answer, and
 *   then the connection closes. Closing at once can make TCP reset it and lose the answer.
 */
import http from "node:http";

/** The largest body any route takes is a server action's form (16 KiB); feedback and sign-out take less. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** How long a body nobody reads may keep arriving after the answer. */
export const LINGER_MS = 2000;

const emit = http.Server.prototype.emit;

function refuse(request, response) {
  const api = (request.url ?? "").startsWith("/api/");
  const message = `The body is over ${MAX_BODY_BYTES} bytes.`;
  const body = api ? JSON.stringify({ error: { code: "too_large", message } }) : `413 Content Too Large: ${message}\n`;
  response.writeHead(413, {
    "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  response.end(body);
}

/** Ends the request with an error once its answer is out (at once if it is). */
function endAfterAnswer(request, response, reason) {
  const error = new Error(reason);
  error.stack = `Error: ${reason}`; // Next logs it: one line per refused body, not a trace of this file
  const end = () => request.destroy(error);
  if (response.writableFinished) end();
  else response.once("finish", end);
}

const noop = () => {};

http.Server.prototype.emit = function emitWithBoundedBodies(event, request, response) {
  if (event !== "request") return emit.apply(this, arguments);
  // A request ended early emits 'error' (ours, or Node's "aborted"): never an unhandled one.
  request.on("error", noop);
  let received = 0;
  let over = false;
  const push = request.push;
  request.push = function pushCounted(chunk, encoding) {
    if (over) return false; // the parser stops reading the socket
    received += chunk?.length ?? 0;
    if (received <= MAX_BODY_BYTES) return push.call(this, chunk, encoding);
    over = true;
    if (!response.headersSent) refuse(request, response);
    endAfterAnswer(request, response, `request body over ${MAX_BODY_BYTES} bytes`);
    return false;
  };
  response.once("finish", () => {
    if (request.complete || over) return;
    // Node would read on to the end and drop it, to keep the connection: stop reading, then close.
    request.socket?.pause();
    const timer = setTimeout(() => request.destroy(), LINGER_MS);
    timer.unref();
    request.once("close", () => clearTimeout(timer));
  });

  if (Number(request.headers["content-length"]) > MAX_BODY_BYTES) {
    refuse(request, response);
    return true;
  }
  return emit.apply(this, arguments);
};
