import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { readPair } from "../../deploy/nginx/pair.mjs";
import { API_CSP, COMMON_HEADERS } from "../../lib/security/headers";
import { rawLine, rawRequest } from "../support/raw-http";
import { freePort } from "../support/redis-server";
import { startPair, stopProcess, type OwnPair } from "../support/own-pair";

/*
 * nginx's access log, as production writes it (log_format ccip_private), read from the file a pair of this spec's own
 * writes (NGINX_ACCESS_LOG); and nginx's answer when no instance of the app answers at all.
 */
test.describe.configure({ mode: "serial" });

let pair: OwnPair;
let port: number;
let log: string;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(90_000);
  port = await freePort();
  log = join(mkdtempSync(join(tmpdir(), "ccip-access-log-")), "access.log");
  pair = await startPair(port, { NGINX_ACCESS_LOG: log });
});

test.afterAll(async () => {
  await pair?.stop();
});

/** Typed into an address by a visitor: an ID number however grouped, an e-mail address, a phone number, a name. */
const TYPED = [
  ["/1-1037-02345-67-1", "1037"],
  ["/1103702345671", "1103702345671"],
  ["/api/og/th/somchai@example.com", "somchai"],
  ["/api/og/th/somchai%40example.com", "somchai"],
  ["/en/Law/act/0812345678", "0812345678"],
  ["/search/%E0%B8%AA%E0%B8%A1%E0%B8%8A%E0%B8%B2%E0%B8%A2", "%E0%B8%AA"],
  ["/api/no-such/somchai.j", "somchai"],
  ["/_next/static/somchai.js", "somchai"],
  ["/Law/act?q=1103702345671", "1103702345671"],
  ["/search?q=somchai%40example.com", "somchai"],
] as const;

test("the access log keeps routes, never a path or query a visitor typed", async ({ request }) => {
  const { origin } = pair;
  for (const [path] of TYPED) await request.get(`${origin}${path}`);
  await request.get(`${origin}/Law/act`);
  await request.get(`${origin}/api/health`);
  await request.get(`${origin}/api/og/th/Law/act`);
  await request.fetch(`${origin}/SOMCHAI-METHOD`, { method: "PROPFIND" });
  // nginx writes each line once its answer has gone, so the last lines may come after the answers: poll until the
  // lines of this test's requests are there (the file also holds the pair's readiness checks, so a count is no sign).
  const routes = () =>
    (existsSync(log) ? readFileSync(log, "utf8") : "")
      .trim()
      .split("\n")
      .map((line) => line.split(" ").slice(1, 4).join(" "));
  // What it keeps: the route each request reached, as the build knows it.
  await expect
    .poll(routes)
    .toEqual(
      expect.arrayContaining([
        "GET - 404",
        "GET /api/og/[locale]/[[...slug]] 404",
        "GET /Law/act 200",
        "GET /api/health 200",
        "GET /api/og/[locale]/[[...slug]] 200",
        "GET /search 200",
        "other - 405",
      ]),
    );
  const text = readFileSync(log, "utf8");
  for (const [path, typed] of TYPED) expect(text, `${path} left ${typed} in the log`).not.toContain(typed);
  expect(text.toLowerCase()).not.toContain("somchai");
});

test("with no instance of the app answering, nginx answers 502 itself, as JSON with the site's headers", async ({}, testInfo) => {
  testInfo.setTimeout(60_000);
  const { prefix } = readPair(port)!;
  await pair.stop();
  // The same configuration, now with nothing behind it: nginx alone, as serve.mjs started it.
  const binary = process.env.NGINX_BIN || (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");
  const nginx = spawn(binary, ["-p", prefix, "-c", join(prefix, "nginx.conf")], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    const answered = () =>
      rawRequest(port, rawLine("GET", "/api/health")).then(
        (r) => r.status,
        () => 0,
      );
    await expect.poll(answered, { timeout: 15_000 }).toBe(502);
    for (const [method, target, body] of [
      ["GET", "/api/health", ""],
      ["GET", "/search?q=a", ""],
      ["GET", "/en/staff", ""],
      ["POST", "/api/feedback", '{"path":"/","locale":"th","useful":true}'],
    ] as const) {
      const headers = body ? ["Content-Type: application/json", `Content-Length: ${body.length}`] : [];
      const answer = await rawRequest(port, rawLine(method, target, headers, body));
      const name = `${method} ${target}`;
      expect(answer.status, name).toBe(502);
      expect(answer.headers["content-type"], name).toContain("application/json");
      expect(JSON.parse(answer.body).error.code, name).toBe("bad_gateway");
      expect(answer.headers["content-security-policy"], name).toBe(API_CSP);
      expect(answer.headers["cache-control"], name).toBe("no-store");
      for (const { key, value } of COMMON_HEADERS)
        expect(answer.headers[key.toLowerCase()], `${name}: ${key}`).toBe(value);
    }
    // Pages nginx serves from disk still answer.
    expect((await rawRequest(port, rawLine("GET", "/Law/act"))).status).toBe(200);
  } finally {
    await stopProcess(nginx);
  }
});
