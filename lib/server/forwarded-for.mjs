/**
 * Preloaded into `next start` (lib/server/preload.mjs): the socket address is appended to `X-Forwarded-For`, as
 * every proxy does, before Next.js sees the request.
 *
 * Next.js sets the header to the socket address only when the request has none (base-server.js, `??=`), so on a
 * bare `next start` a client chooses the address our rate limits see. With the socket address always last, the
 * chain is complete and lib/http/client-ip.ts can count TRUSTED_PROXY_HOPS from its end.
 */
import http from "node:http";

const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function emitWithPeerAddress(event, request) {
  if (event === "request" && request?.socket) {
    const peer = request.socket.remoteAddress ?? "unknown";
    const sent = request.headers["x-forwarded-for"];
    request.headers["x-forwarded-for"] = sent ? `${sent}, ${peer}` : peer;
  }
  return emit.apply(this, arguments);
};
