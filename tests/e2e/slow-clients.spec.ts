import { connect, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { rawLine, rawRequest } from "../support/raw-http";

/**
 * Slow and greedy clients, against the production pair (nginx in front of `next start`, deploy/nginx). nginx waits
 * at most 15 s between two reads of a request's header or body (client_header_timeout, client_body_timeout), so a
 * client that sends one byte every 20 s is cut at its first pause; and one address holds at most 64 requests at once
 * (limit_conn). These tests wait on the server closing the connection, never on a clock of their own.
 */

/** Byte-by-byte sender: writes `first`, then one byte of `rest` every `everyMs`, until the server closes. */
function trickle(port: number, first: string, rest: string, everyMs: number) {
  return new Promise<{ sent: number; answer: string }>((resolve, reject) => {
    const socket = connect({ port, host: "localhost" });
    let sent = 0;
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(first);
      sent = 1;
      timer = setInterval(() => {
        if (sent > rest.length) return reject(new Error("the server read the whole request"));
        socket.write(rest[sent - 1]);
        sent += 1;
      }, everyMs);
    });
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    // Closed or reset by the server: either way the request is cut.
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ sent, answer });
    });
  });
}

// Both trickles at once, in one test: each waits about 15 s on nginx's timeout, and one worker waits for both.
test("slow clients are cut at their first pause: a header or a body sent one byte every 20 s", async ({ baseURL }) => {
  test.setTimeout(60_000);
  const port = Number(new URL(baseURL!).port);
  const bodyHead =
    "POST /api/feedback HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n{";
  const [body, header] = await Promise.all([
    trickle(port, bodyHead, '"path":"/FAQ","locale":"th","useful":true}'.padEnd(63), 20_000),
    trickle(port, "GET /en/FAQ HTTP/1.1\r\nHost: localhost\r\nX-Slow: ", "abcdef\r\n\r\n", 20_000),
  ]);
  expect(body.sent, "body: pieces of the request sent before the server closed").toBe(1);
  expect(body.answer, "body: no answer from the app").not.toMatch(/^HTTP\/1\.1 [23]/);
  expect(header.sent, "header: pieces of the request sent before the server closed").toBe(1);
  expect(header.answer, "header: no answer from the app").not.toMatch(/^HTTP\/1\.1 200/);
});

test("one address holds at most 64 requests at once; the others are refused with 429", async ({ baseURL }) => {
  const port = Number(new URL(baseURL!).port);
  // A client of its own (the test server trusts X-Forwarded-For from loopback, as behind a CDN), whose requests stay
  // open: each sends its header and one byte of a 64-byte body.
  const client = "203.0.113.64";
  const head = [
    "POST /api/feedback HTTP/1.1",
    "Host: localhost",
    `X-Forwarded-For: ${client}`,
    "Content-Type: application/json",
    "Content-Length: 64",
    "",
    "{",
  ].join("\r\n");
  const open: Socket[] = [];
  try {
    for (let i = 0; i < 64; i++) {
      const socket = connect({ port, host: "localhost" });
      socket.on("error", () => undefined);
      await new Promise((resolve) => socket.once("connect", resolve));
      socket.write(head);
      open.push(socket);
    }
    // The 65th from the same address, while the 64 wait for their bodies.
    await expect
      .poll(async () => (await rawRequest(port, rawLine("GET", "/api/health", [`X-Forwarded-For: ${client}`]))).status)
      .toBe(429);
    const refused = await rawRequest(port, rawLine("GET", "/api/health", [`X-Forwarded-For: ${client}`]));
    expect(refused.headers["content-type"]).toContain("application/json");
    // Another address is served meanwhile.
    const other = await rawRequest(port, rawLine("GET", "/api/health", ["X-Forwarded-For: 203.0.113.65"]));
    expect(other.status).toBe(200);
  } finally {
    for (const socket of open) socket.destroy();
  }
  // Once they are gone, the address is served again.
  await expect
    .poll(async () => (await rawRequest(port, rawLine("GET", "/api/health", [`X-Forwarded-For: ${client}`]))).status)
    .toBe(200);
});
