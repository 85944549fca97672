import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FEEDBACK_BODY_LIMIT } from "@/lib/feedback/schema";
import { accessLog } from "@/deploy/nginx/pair.mjs";
import { bodyLimitConf } from "@/scripts/build/nginx-conf";

/**
 * The nginx configuration as shipped (deploy/nginx): what it logs, and that the docs' table of limits and timeouts
 * says what it does.
 */
const DIR = "deploy/nginx";
const FILES = [
  "nginx.conf",
  "local.conf",
  ...readdirSync(join(DIR, "ccip"))
    .filter((f) => f.endsWith(".conf"))
    .map((f) => `ccip/${f}`),
];

/**
 * Each file's directives, comments out, whitespace collapsed: `client_max_body_size 1m`. The local pair's access log
 * as deploy/nginx/serve.mjs fills it in when NGINX_ACCESS_LOG names a file.
 */
function statements(file: string): string[] {
  return readFileSync(join(DIR, file), "utf8")
    .replace("{{ACCESS_LOG}}", accessLog({ NGINX_ACCESS_LOG: "/tmp/x/access.log" }))
    .replace(/#[^\n]*/g, "")
    .split(/[;{}]/)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}
const ALL = FILES.flatMap((file) => statements(file).map((statement) => ({ file, statement })));
const directive = (name: string) => ALL.filter(({ statement }) => statement.split(" ")[0] === name);

/** Variables that name or follow a visitor: the address, the request line or URI with its query, headers. */
const IDENTIFYING =
  /\$(remote_addr|binary_remote_addr|realip_remote_addr|remote_user|request|request_uri|args|arg_\w+|query_string|is_args|http_x_forwarded_for|http_x_real_ip|http_forwarded|http_referer|http_cookie|cookie_\w+|http_user_agent)(?![\w])/;

describe("nginx logs nothing that identifies a visitor", () => {
  it("has log formats of its own, none with a client address or a query", () => {
    const formats = directive("log_format");
    expect(formats.length).toBeGreaterThan(0);
    for (const { file, statement } of formats) expect(statement, file).not.toMatch(IDENTIFYING);
  });

  it("writes access logs only in those formats, never nginx's default (combined: the address and request line)", () => {
    const names = new Set(directive("log_format").map(({ statement }) => statement.split(" ")[1]));
    const logs = directive("access_log");
    expect(logs.length).toBeGreaterThan(0);
    // The local pair's is filled in by deploy/nginx/serve.mjs: off, or a file in the format production writes.
    expect(accessLog({})).toBe("off");
    for (const { file, statement } of logs) {
      const [, target, format] = statement.split(" ");
      if (target === "off") continue;
      expect(names.has(format ?? "combined"), `${file}: ${statement}`).toBe(true);
    }
    // Every http block names its access log: none falls back to the default.
    for (const top of ["nginx.conf", "local.conf"])
      expect(
        statements(top).some((s) => s.startsWith("access_log ")),
        top,
      ).toBe(true);
  });

  it("logs the route a request reached and a known method, never the path or method a visitor typed", () => {
    const [format] = directive("log_format");
    expect(format.statement).toContain("$ccip_log_route");
    expect(format.statement).toContain("$ccip_log_method");
    expect(format.statement).not.toMatch(/\$(uri|document_uri|request_method|request_filename|ccip_path)\b/);
  });

  it("writes error lines at emerg only: at any other level, lines about a request carry `client: <address>`", () => {
    const logs = directive("error_log");
    expect(logs.map(({ file }) => file).sort()).toEqual(["local.conf", "nginx.conf"]);
    for (const { file, statement } of logs) expect(statement.split(" ").at(-1), file).toBe("emerg");
  });
});

/** The table "What nginx does, and the values" of docs/deployment.md: the directives its rows name, in backticks. */
function documentedSettings(): string[] {
  const docs = readFileSync("docs/deployment.md", "utf8");
  const table = docs.slice(docs.indexOf("### What nginx does, and the values"));
  const rows = table
    .slice(0, table.indexOf("\n\n", table.indexOf("| ---")))
    .split("\n")
    .filter((l) => l.startsWith("|"));
  return rows.flatMap((row) => [...row.matchAll(/`([a-z_]+ [^`]+)`/g)].map((m) => m[1].replace(/\s+/g, " ")));
}

/** Every limit and timeout nginx applies to a client or to Next.js. */
const LIMITS = [
  "client_max_body_size",
  "large_client_header_buffers",
  "client_header_timeout",
  "client_body_timeout",
  "send_timeout",
  "keepalive_timeout",
  "keepalive_requests",
  "lingering_time",
  "lingering_timeout",
  "reset_timedout_connection",
  "limit_conn",
  "limit_conn_status",
  "proxy_connect_timeout",
  "proxy_read_timeout",
  "proxy_send_timeout",
  "proxy_next_upstream",
  "proxy_next_upstream_tries",
  "proxy_next_upstream_timeout",
];

describe("docs equal behaviour", () => {
  const documented = documentedSettings();
  // The shared files, and what ccip/http.conf includes from the build (the body limit, scripts/build/nginx-conf.ts).
  const shared = [
    ...FILES.filter((f) => f.startsWith("ccip/")).flatMap((f) => statements(f)),
    ...bodyLimitConf().map((line) => line.replace(/;$/, "")),
  ];

  it("each setting the docs' table names is in the site's configuration, with that value", () => {
    expect(documented.length).toBeGreaterThan(10);
    for (const setting of documented.filter((s) => LIMITS.includes(s.split(" ")[0])))
      expect(shared, setting).toContain(setting);
  });

  it("each limit and timeout of the configuration is in the docs' table, with its value", () => {
    for (const statement of shared.filter((s) => LIMITS.includes(s.split(" ")[0])))
      expect(documented, statement).toContain(statement);
  });

  it("the security page gives the feedback body limit in bytes, as the code has it", () => {
    const security = readFileSync("docs/security.md", "utf8");
    const row = security.split("\n").find((line) => line.startsWith("| Feedback body"));
    expect(row).toContain(`${FEEDBACK_BODY_LIMIT.toLocaleString("en")} bytes`);
  });
});
