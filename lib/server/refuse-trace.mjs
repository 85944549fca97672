/**
 * Preloaded into `next start` (lib/server/preload.mjs, see package.json).
 *
 * Next.js turns every request into a WHATWG Request before any of our code runs (middleware included), and the
 * Fetch standard forbids the TRACE and TRACK methods: the constructor throws, and the visitor gets a 500. Nothing
 * useful is ever traced here, so they are refused first, as the proxy in front of the site should also do.
 * CONNECT never reaches this point: Node hands it to a 'connect' listener, and without one it drops the socket.
 */
import http from "node:http";

const REFUSED = new Set(["TRACE", "TRACK"]);
const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function emitRefusingTrace(event, request, response) {
  if (event === "request" && REFUSED.has(request.method)) {
    const body = JSON.stringify({ error: { code: "method_not_allowed", message: "TRACE is not served." } });
    response.writeHead(405, {
      Allow: "GET, HEAD, POST",
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    });
    response.end(body);
    return true;
  }
  return emit.apply(this, arguments);
};
