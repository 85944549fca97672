/**
 * wrk on loopback, for the rows where the server is fast enough that the load generator is the limit. autocannon is a
 * Node program on one core: against nginx it tops out near 3,000 req/s on this machine with nginx at about 12 % CPU,
 * and it parses a page's longer headers (the CSP) more slowly than a build asset's, so it measured itself. wrk is C
 * and leaves nginx the busy one. Also reported: the servers' own CPU time per request (the pair's process group, from
 * /proc), a figure that does not depend on the load generator at all.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LoadResult } from "./cannon";

export type WrkResult = LoadResult & { p95: number; cpuMicrosPerRequest: number };

const TICKS_PER_SECOND = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/** User and system CPU time, in seconds, of every process in process group `pgid` (Linux /proc). */
export function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name (field 2) is in parentheses and may hold spaces: read the fields after its closing one.
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* the process ended while we looked */
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/**
 * Lua (LuaJIT, so no bit operators) for wrk: rotates through the paths, sends the headers, names a new client per
 * request when asked, gives each request a page of its own when asked (`page=` 1 to 999 with each path: a new address
 * that asks for the same search, so no cache keyed on the address answers it), and prints the summary as one JSON line.
 */
function script(paths: string[], headers: Record<string, string>, manyClients: boolean, newPages: boolean): string {
  const lua = (s: string) => JSON.stringify(s);
  return `
local paths = { ${paths.map(lua).join(", ")} }
local headers = { ${Object.entries(headers)
    .map(([k, v]) => `[${lua(k)}] = ${lua(v)}`)
    .join(", ")} }
local n = 0
request = function()
  n = n + 1
  ${manyClients ? 'headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)' : ""}
  local path = paths[(n % #paths) + 1]
  ${newPages ? 'path = path .. "&page=" .. (math.floor(n / #paths) % 999 + 1)' : ""}
  return wrk.format("GET", path, headers)
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK{"requests":%d,"micros":%d,"p50":%d,"p95":%d,"p99":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout))
end
`;
}

export async function wrkLoad(
  base: string,
  label: string,
  opts: {
    connections: number;
    seconds: number;
    paths: string[];
    headers?: Record<string, string>;
    manyClients?: boolean;
    /** Paths with a query, each asked with a page of its own: the search API past any cache of whole answers. */
    newPages?: boolean;
    /** The servers' process group, for their CPU time per request (NaN without it). */
    pgid?: number;
  },
): Promise<WrkResult> {
  const dir = mkdtempSync(join(tmpdir(), "ccip-wrk-"));
  const file = join(dir, "load.lua");
  writeFileSync(file, script(opts.paths, opts.headers ?? {}, opts.manyClients ?? false, opts.newPages ?? false));
  const cpuOf = () => (opts.pgid === undefined ? NaN : groupCpuSeconds(opts.pgid));
  const cpuBefore = cpuOf();
  const out = await new Promise<string>((resolve, reject) => {
    // WRK_BIN: set by the bench from scripts/test/ensure-system.mjs, which installs wrk where it can.
    const child = spawn(
      process.env.WRK_BIN ?? "wrk",
      ["-t1", `-c${opts.connections}`, `-d${opts.seconds}s`, "--timeout", "10s", "-s", file, base],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let text = "";
    child.stdout.on("data", (chunk) => (text += chunk));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}`))));
  });
  const cpu = cpuOf() - cpuBefore;
  rmSync(dir, { recursive: true, force: true });
  const json = /WRK(\{.*\})/.exec(out)?.[1];
  if (!json) throw new Error(`no summary from wrk:\n${out}`);
  const r = JSON.parse(json) as Record<string, number>;
  return {
    label,
    connections: opts.connections,
    rps: r.requests / (r.micros / 1e6),
    p50: r.p50 / 1000,
    p95: r.p95 / 1000,
    p99: r.p99 / 1000,
    total: r.requests,
    errors: r.connect + r.read + r.write,
    timeouts: r.timeout,
    // wrk counts every answer outside 2xx/3xx as one kind: the table shows them as non-2xx.
    status4xx: 0,
    status5xx: 0,
    non2xx: r.status,
    cpuMicrosPerRequest: r.requests ? (cpu * 1e6) / r.requests : NaN,
  };
}
