/**
 * Preloaded into `next start` (lib/server/preload.mjs, see package.json): what a proxy's body limit would do.
 *
 * Next.js reads the body of every request the middleware sees (pages: a server action's form) into a copy for the
 * middleware, and reads it to the end even when the middleware has refused it: a 50 MB post to a page grew the server
 * by 30-60 MB (issue 18). The routes and the middleware keep their own, smaller limits; this stops the reading:
 * - a body declared larger than any route takes (MAX_BODY_BYTES) is refused before Next sees the request;
 * - a body sent without a length (chunked) is counted as Node's HTTP parser hands it over (the stream's `push`, which
 *   reading it does not touch): past the limit it is refused, or, if an answer is already out, its connection closed;
 * - once an answer is sent, a body still arriving is not read on: the connection is closed.
 */
import http from "node:http";

/** The largest body any route takes is a server action's form (16 KiB); feedback and sign-out take less. */
export const MAX_BODY_BYTES = 1024 * 1024;

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
    Connection: "close",
  });
  response.end(body);
}

http.Server.prototype.emit = function emitWithBoundedBodies(event, request, response) {
  if (event !== "request") return emit.apply(this, arguments);
  if (Number(request.headers["content-length"]) > MAX_BODY_BYTES) {
    refuse(request, response);
    return true;
  }
  let received = 0;
  const push = request.push;
  request.push = function pushCounted(chunk, encoding) {
    received += chunk?.length ?? 0;
    if (received <= MAX_BODY_BYTES) return push.call(this, chunk, encoding);
    if (!response.headersSent) refuse(request, response);
    else request.socket?.destroy();
    return false;
  };
  response.once("finish", () => {
    // Answered, and the client is still sending: a body nobody will read. Node would read and discard the rest to
    // keep the connection alive.
    if (!request.complete) request.socket?.destroy();
  });
  return emit.apply(this, arguments);
};
