import { createHash } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "redis";

/**
 * A test-only Upstash REST server in front of a real redis-server (Upstash's REST protocol, as its client speaks it):
 * bearer token; POST a command `["SET","k","v"]` to `/`, or a list of them to `/pipeline` or `/multi-exec`, answered
 * `{result}` / `[{result}|{error}]`; with `Upstash-Encoding: base64` every string in a result is base64.
 * @upstash/ratelimit's scripts start with `#!lua flags=allow-key-locking`, which Redis 7.0 rejects: the adapter strips
 * that line and maps the original script's SHA1 to the stripped one's. `delay` simulates a slow Redis.
 */
export type UpstashAdapter = { url: string; token: string; delay: number; close(): Promise<void> };

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");

function encode(value: unknown): unknown {
  if (typeof value === "string") return Buffer.from(value).toString("base64");
  if (Array.isArray(value)) return value.map(encode);
  return value;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

export async function startUpstashAdapter(redisUrl: string, token = "test-token"): Promise<UpstashAdapter> {
  // RESP2: the REST protocol's plain values. No offline queue: when Redis dies, commands fail instead of waiting.
  const redis = createClient({ url: redisUrl, RESP: 2, disableOfflineQueue: true, socket: { reconnectStrategy: 100 } });
  redis.on("error", () => {});
  await redis.connect();
  const scripts = new Map<string, string>();

  const run = async (command: unknown[]): Promise<unknown> => {
    const args = command.map(String);
    const name = args[0].toUpperCase();
    if (name === "EVAL" && args[1].startsWith("#!lua")) {
      const stripped = args[1].replace(/^#!lua[^\n]*\n/, "");
      scripts.set(sha1(args[1]), sha1(stripped));
      args[1] = stripped;
    }
    if (name === "EVALSHA" || name === "EVALSHA_RO") args[1] = scripts.get(args[1]) ?? args[1];
    return redis.sendCommand(args);
  };
  const answer = async (command: unknown[]) => {
    try {
      return { result: await run(command) };
    } catch (error) {
      return { error: (error as Error).message };
    }
  };

  const adapter: UpstashAdapter = { url: "", token, delay: 0, close: async () => {} };
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${token}`) return send(401, { error: "Unauthorized" });
    if (adapter.delay) await new Promise((r) => setTimeout(r, adapter.delay));
    const base64 = String(request.headers["upstash-encoding"] ?? "").toLowerCase() === "base64";
    const wrap = (a: { result?: unknown; error?: string }) =>
      "error" in a ? a : { result: base64 ? encode(a.result) : a.result };
    try {
      const body = await readJson(request);
      const path = (request.url ?? "/").split("?")[0];
      if (path === "/pipeline" || path === "/multi-exec") {
        // multi-exec runs the commands in order, not atomically: enough for tests.
        const answers = [];
        for (const command of body as unknown[][]) answers.push(wrap(await answer(command)));
        return send(200, answers);
      }
      const one = wrap(await answer(body as unknown[]));
      return send("error" in one ? 400 : 200, one);
    } catch (error) {
      return send(500, { error: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  adapter.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  adapter.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await redis.destroy();
  };
  return adapter;
}
