/**
 * wrk on loopback: the benchmarks' one load generator. A load generator in Node (autocannon, used here before) runs on
 * one core: against nginx it topped out near 3,000 req/s on this machine with nginx at about 12 % CPU, and it parsed a
 * page's longer headers (the CSP) more slowly than a build asset's, so it measured itself. wrk is C and leaves the
 * server the busy one. Also reported: the servers' own CPU time per request (the pair's process group, from
 * /proc), a figure that does not depend on the load generator at all.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type WrkResult = {
  label: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  total: number;
  /** Connect, read and write errors. */
  errors: number;
  timeouts: number;
  /** Answers outside 2xx and 3xx. */
  non2xx: number;
  /** Counted only when `statuses` is asked (NaN otherwise). */
  status4xx: number;
  status5xx: number;
  cpuMicrosPerRequest: number;
};

export type WrkOptions = {
  connections: number;
  seconds: number;
  /** Rotated through, one per request. */
  paths: string[];
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  /** Gives each request its own X-Forwarded-For, so per-client rate limits see many visitors, not one. */
  manyClients?: boolean;
  /** Paths with a query, each asked with a page of its own: the search API past any cache of whole answers. */
  newPages?: boolean;
  /**
   * Count 4xx and 5xx apart. wrk counts both as one; telling them apart needs a Lua `response` hook, which makes
   * wrk read every body, so it is off for the throughput rows.
   */
  statuses?: boolean;
  /** The servers' process group, for their CPU time per request (NaN without it). */
  pgid?: number;
};

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
 * Lua (LuaJIT, so no bit operators) for wrk: rotates through the paths, sends the method, headers and body, names a new
 * client per request when asked, gives each request a page of its own when asked (`page=` 1 to 999 with each path: a
 * new address that asks for the same search, so no cache keyed on the address answers it), counts 4xx and 5xx per
 * thread when asked, and prints the summary as one JSON line.
 */
function script(opts: WrkOptions): string {
  const lua = (s: string) => JSON.stringify(s);
  return `
local paths = { ${opts.paths.map(lua).join(", ")} }
local headers = { ${Object.entries(opts.headers ?? {})
    .map(([k, v]) => `[${lua(k)}] = ${lua(v)}`)
    .join(", ")} }
local body = ${opts.body === undefined ? "nil" : lua(opts.body)}
local n = 0
s4, s5 = 0, 0
local threads = {}
setup = function(thread) table.insert(threads, thread) end
request = function()
  n = n + 1
  ${opts.manyClients ? 'headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)' : ""}
  local path = paths[(n % #paths) + 1]
  ${opts.newPages ? 'path = path .. "&page=" .. (math.floor(n / #paths) % 999 + 1)' : ""}
  return wrk.format(${lua(opts.method ?? "GET")}, path, headers, body)
end
${
  opts.statuses
    ? `response = function(status)
  if status >= 500 then s5 = s5 + 1 elseif status >= 400 then s4 = s4 + 1 end
end`
    : ""
}
done = function(summary, latency, requests)
  local e = summary.errors
  local c4, c5 = 0, 0
  for _, thread in ipairs(threads) do
    c4 = c4 + thread:get("s4")
    c5 = c5 + thread:get("s5")
  end
  io.write(string.format('WRK{"requests":%d,"micros":%d,"p50":%d,"p95":%d,"p99":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"s4":%d,"s5":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout, c4, c5))
end
`;
}

export async function wrkLoad(base: string, label: string, opts: WrkOptions): Promise<WrkResult> {
  const dir = mkdtempSync(join(tmpdir(), "ccip-wrk-"));
  const file = join(dir, "load.lua");
  writeFileSync(file, script(opts));
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
    non2xx: r.status,
    status4xx: opts.statuses ? r.s4 : NaN,
    status5xx: opts.statuses ? r.s5 : NaN,
    cpuMicrosPerRequest: r.requests ? (cpu * 1e6) / r.requests : NaN,
  };
}
