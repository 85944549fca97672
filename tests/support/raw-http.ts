import { connect } from "node:net";

/**
 * One HTTP/1.1 exchange over a raw socket, for requests a well-behaved client refuses to send: invalid bytes in the
 * path, bad percent-encoding kept as is, CR/LF or NUL in headers, conflicting lengths. The request is written
 * byte for byte; the answer is read until the server closes (`Connection: close`) or `timeoutMs` passes.
 */
export type RawResponse = { status: number; headers: Record<string, string>; body: string };

export function rawRequest(port: number, request: string | Buffer, timeoutMs = 15_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "localhost" });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    // write, not end: a half-closed socket makes Node abandon a request still being handled.
    socket.on("connect", () => socket.write(request));
    socket.on("data", (chunk) => chunks.push(chunk));
    // A server may answer (413) and close before the whole body is written: EPIPE then, with the answer in hand.
    socket.on("error", (error) => {
      if (/^HTTP\/1\.[01] \d{3}/.test(Buffer.concat(chunks).toString("latin1"))) return;
      clearTimeout(timer);
      reject(error);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      if (!match) return reject(new Error(`not an HTTP answer: ${JSON.stringify(text.slice(0, 80))}`));
      const [head, ...rest] = text.split("\r\n\r\n");
      const headers: Record<string, string> = {};
      for (const line of head.split("\r\n").slice(1)) {
        const i = line.indexOf(":");
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({
        status: Number(match[1]),
        headers,
        body: Buffer.from(rest.join("\r\n\r\n"), "latin1").toString("utf8"),
      });
    });
  });
}

/** A GET (or other method) with the given raw target and extra raw header lines, closing the connection after. */
export function rawLine(
  method: string,
  target: string | Buffer,
  headerLines: string[] = [],
  body: string | Buffer = "",
): Buffer {
  const head = Buffer.from(`${method} `, "latin1");
  const path = typeof target === "string" ? Buffer.from(target, "latin1") : target;
  // Host: localhost unless the caller names its own (a browser's Host carries the port its Origin does).
  const host = headerLines.some((h) => /^host:/i.test(h)) ? "" : "Host: localhost\r\n";
  const rest = Buffer.from(
    ` HTTP/1.1\r\n${host}Connection: close\r\n${headerLines.map((h) => `${h}\r\n`).join("")}\r\n`,
    "utf8",
  );
  return Buffer.concat([head, path, rest, typeof body === "string" ? Buffer.from(body, "utf8") : body]);
}
