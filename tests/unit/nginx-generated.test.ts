import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { localizedPath, locales } from "@/i18n/locales";
import { apiError } from "@/lib/http/api-error";
import { CACHE_CONTROL } from "@/lib/http/cache-control";
import { refuseMethods } from "@/lib/middleware/refuse-methods";
import { APPEAL_HELPER_PATH, routes } from "@/lib/routes";
import {
  API_CSP,
  COMMON_HEADERS,
  DOCUMENT_HEADERS,
  GEOLOCATION_PATHS,
  permissionsPolicy,
} from "@/lib/security/headers";
import { ALLOW } from "@/lib/http/allow";
import { logRouteMap, routeName, STATIC_ASSETS, UNKNOWN_ROUTE } from "@/scripts/build/nginx-log";
import {
  allowMap,
  apiAllowRows,
  bareHeaderLines,
  bareHeaderMaps,
  bareHeaders,
  errorsConf,
  headerFiles,
  NGINX_REFUSALS,
  publicFileHeaders,
  publicPath,
  routePattern,
} from "@/scripts/build/nginx-conf";

/**
 * The files the build writes for nginx (scripts/build/nginx-conf.ts) say what the app says: the same error bodies and
 * headers as apiError, the same Allow as the app's refusal of a page, the same security headers and Cache-Control as
 * Next.js sends, the same locale prefixes. And deploy/nginx spells none of these itself.
 */

/** `add_header Name "value" always;` lines of a generated block, as a header list. */
const headersOf = (lines: string[]) =>
  lines.flatMap((line) => {
    const match = /^\s*add_header (\S+) "([^"]*)" always;$/.exec(line);
    return match ? [{ key: match[1], value: match[2] }] : [];
  });

/** errors.conf's locations: status, the headers each adds (the included api-headers.conf spliced in), and the body. */
function refusalLocations() {
  const apiHeaders = headerFiles()["api-headers.conf"].lines;
  const text = errorsConf().join("\n");
  return [...text.matchAll(/location = \/\.ccip-error\/(\d+) \{\n([\s\S]*?)\n\}/g)].map(([, status, body]) => {
    const lines = body
      .split("\n")
      .flatMap((line) => (line.trim() === "include ccip-build/nginx/api-headers.conf;" ? apiHeaders : [line]));
    const type = /default_type "([^"]+)";/.exec(body)?.[1];
    const returned = /return (\d+) '([^']*)';/.exec(body);
    return { status: Number(status), lines, type, returned };
  });
}

describe("errors.conf: nginx's own refusals", () => {
  const locations = refusalLocations();

  it("has an error_page and a location for each refusal", () => {
    expect(locations.map((l) => l.status)).toEqual(NGINX_REFUSALS.map((r) => r.status));
    const pages = errorsConf().filter((line) => line.startsWith("error_page "));
    expect(pages).toHaveLength(NGINX_REFUSALS.length);
  });

  it("answers each with apiError's body, status and headers", async () => {
    for (const { status, lines, type, returned } of locations) {
      const refusal = NGINX_REFUSALS.find((r) => r.status === status)!;
      const app = apiError(status, refusal.error);
      expect(returned?.[1], `status ${status}`).toBe(String(app.status));
      expect(returned?.[2], `body ${status}`).toBe(await app.text());
      expect(JSON.parse(returned![2])).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
      expect(type, `Content-Type ${status}`).toBe(app.headers.get("Content-Type"));
      const sent = new Map(headersOf(lines).map(({ key, value }) => [key.toLowerCase(), value]));
      for (const [key, value] of app.headers)
        if (key !== "content-type") expect(sent.get(key), `${key} of ${status}`).toBe(value);
    }
  });

  it("sends a 405's Allow from $ccip_allow, and no other Allow", () => {
    const [refused] = refusalLocations().filter((l) => l.status === 405);
    expect(refused.lines).toContain("    add_header Allow $ccip_allow always;");
    for (const { lines } of refusalLocations()) expect(headersOf(lines).some((h) => h.key === "Allow")).toBe(false);
  });
});

/** $ccip_allow as nginx would pick it: the first regex that matches the request's URI, else the default. */
function allowFor(map: string[], uri: string): string | undefined {
  for (const line of map) {
    const row = /^\s+~(\S+) "([^"]+)";$/.exec(line);
    if (row && new RegExp(row[1]).test(uri)) return row[2];
  }
  return /^\s+default "([^"]+)";$/.exec(map.find((l) => l.trim().startsWith("default")) ?? "")?.[1];
}

/** app/api's route files and their text, as the build reads them. */
const apiRoutes = () =>
  readdirSync("app/api", { recursive: true, encoding: "utf8" })
    .filter((f) => /(^|\/)route\.tsx?$/.test(f))
    .map((f) => ({ file: `app/api/${f}`, text: readFileSync(`app/api/${f}`, "utf8") }));

describe("$ccip_allow: the Allow of nginx's 405, from the app's own lists (lib/http/allow.ts)", () => {
  const map = allowMap(apiAllowRows(apiRoutes()));

  it("names for a page what the app names when it refuses a method on a page", () => {
    const app = refuseMethods(new NextRequest("http://site.test/Law/act", { method: "POST", body: "x" }));
    for (const uri of ["/", "/Law/act", "/en/FAQ?x=1", "/framework-boot.js"])
      expect(allowFor(map, uri), uri).toBe(app?.headers.get("Allow"));
  });

  it("names for an API route the list its own 405 sends", async () => {
    const cases: [string, string][] = [
      ["/api/feedback", ALLOW.post],
      ["/api/feedback?x=1", ALLOW.post],
      ["/api/feedback/counts", ALLOW.read],
      ["/api/search?q=a", ALLOW.read],
      ["/api/auth/session", ALLOW.readAndPost],
      ["/api/staff/sign-out", ALLOW.post],
      ["/api/file/json/search.json", ALLOW.read],
      ["/api/feedbackx", ALLOW.read],
    ];
    for (const [uri, allow] of cases) expect(allowFor(map, uri), uri).toBe(allow);
    // The route's own answer to a method it refuses, for one of them: the same list.
    const { PUT } = await import("@/app/api/feedback/route");
    expect(PUT().headers.get("Allow")).toBe(allowFor(map, "/api/feedback"));
  });
});

describe("header files: the headers Next.js sends, from lib/security/headers.ts", () => {
  const files = headerFiles();

  it("gives every answer COMMON_HEADERS, build assets their Cache-Control, non-pages the strictest policy", () => {
    expect(headersOf(files["static-headers.conf"].lines)).toEqual([
      { key: "Cache-Control", value: CACHE_CONTROL.staticAsset },
      ...COMMON_HEADERS,
    ]);
    expect(headersOf(files["api-headers.conf"].lines)).toEqual([
      { key: "Content-Security-Policy", value: API_CSP },
      ...COMMON_HEADERS,
    ]);
  });

  it("gives a prerendered page the document headers and a page's Cache-Control; its CSP and features per page", () => {
    const page = headersOf(files["page-headers.conf"].lines);
    expect(page).toEqual(expect.arrayContaining([...COMMON_HEADERS, ...DOCUMENT_HEADERS]));
    expect(page.find((h) => h.key === "Cache-Control")?.value).toBe(CACHE_CONTROL.page);
    expect(files["page-headers.conf"].lines).toContain("add_header Content-Security-Policy $ccip_page_csp always;");
    expect(files["page-headers.conf"].lines).toContain("add_header Permissions-Policy $ccip_page_permissions always;");
  });

  it("gives public/'s files the Cache-Control policies next.config.ts gives them", () => {
    const cache = (path: string) => publicFileHeaders(path).find((h) => h.key === "Cache-Control")?.value;
    expect(cache("/framework-boot.js")).toBe(CACHE_CONTROL.dayFile);
    expect(cache("/api/file/pdf/appeal-form.pdf")).toBe(CACHE_CONTROL.dayFile);
    expect(cache("/icon.svg")).toBe(CACHE_CONTROL.publicFile);
    expect(publicFileHeaders("/icon.svg")).toContainEqual({
      key: "Permissions-Policy",
      value: permissionsPolicy(false),
    });
  });
});

describe("pages.conf: addresses by the locale rule of i18n/routing.ts", () => {
  it("maps each page's file to the address the site links to, in every locale", () => {
    for (const locale of locales)
      for (const { path } of routes)
        expect(publicPath(`/${locale}${path === "/" ? "" : path}`)).toBe(localizedPath(locale, path));
    expect(publicPath("/fr/Law/act")).toBeUndefined();
    expect(publicPath("/_not-found")).toBeUndefined();
  });

  it("lets the appeal helper, in every locale, ask for the location, and no other page", () => {
    expect(GEOLOCATION_PATHS).toEqual(locales.map((l) => localizedPath(l, APPEAL_HELPER_PATH)));
    expect(routes.some((r) => r.path === APPEAL_HELPER_PATH)).toBe(true);
  });
});

describe("deploy/nginx spells no fact the build writes", () => {
  const dir = "deploy/nginx";
  const files = ["nginx.conf", "local.conf", ...readdirSync(join(dir, "ccip")).map((f) => `ccip/${f}`)];
  const statements = files.flatMap((file) =>
    readFileSync(join(dir, file), "utf8")
      .replace(/#[^\n]*/g, "")
      .split(/[;{}]/)
      .map((s) => ({ file, statement: s.replace(/\s+/g, " ").trim() })),
  );

  it("has no header value, error body or locale list of its own", () => {
    const spelled = statements.filter(
      ({ statement }) =>
        /^add_header \S+ "/.test(statement) ||
        /^return \d+ ['"]/.test(statement) ||
        /^default_type "?application\/json/.test(statement) ||
        new RegExp(`\\(${locales.join("\\|")}\\)`).test(statement),
    );
    expect(spelled).toEqual([]);
  });

  it("includes the generated refusals", () => {
    expect(statements.map((s) => s.statement)).toContain("include ccip-build/nginx/errors.conf");
  });
});

describe("nginx's answers when no instance answers: 502, 503, 504 in the app's error shape", () => {
  it("has an error page for each, so nginx never sends its own HTML", () => {
    const pages = errorsConf().filter((line) => line.startsWith("error_page "));
    for (const status of [502, 503, 504]) expect(pages).toContain(`error_page ${status} /.ccip-error/${status};`);
  });
});

describe("bare answers of Node.js get the headers of nginx's refusals", () => {
  const maps = bareHeaderMaps();
  const pattern = new RegExp(/"~(.+)" 1;/.exec(maps.join("\n"))![1]);
  const bare = (upstreamStatus: string, nosniff: string) => pattern.test(`${upstreamStatus}|${nosniff}`);

  it("picks out an error answer from upstream without X-Content-Type-Options, and nothing else", () => {
    expect(bare("400", "")).toBe(true);
    expect(bare("431", "")).toBe(true);
    expect(bare("502, 400", "")).toBe(true);
    expect(bare("400", "nosniff")).toBe(false);
    expect(bare("404", "nosniff")).toBe(false);
    expect(bare("200", "")).toBe(false);
    expect(bare("304", "")).toBe(false);
    expect(bare("", "")).toBe(false);
  });

  it("adds the headers of an API error (no-store, the strictest policy, those of every answer)", () => {
    const lines = bareHeaderLines();
    expect(bareHeaders()).toEqual([
      { key: "Cache-Control", value: CACHE_CONTROL.noStore },
      { key: "Content-Security-Policy", value: API_CSP },
      ...COMMON_HEADERS,
    ]);
    expect(lines).toHaveLength(bareHeaders().length);
    for (const { key, value } of bareHeaders()) {
      const variable = new RegExp(`^add_header ${key} (\\$\\w+) always;$`).exec(
        lines.find((l) => l.includes(` ${key} `))!,
      )![1];
      const block = maps.join("\n").split(`map $ccip_bare ${variable} {`)[1].split("}")[0];
      expect(block).toContain('default "";');
      expect(block).toContain(`1 "${value}";`);
    }
  });
});

describe("the access log's route: what the build knows, never what a visitor typed", () => {
  const map = logRouteMap(
    ["/Law/act", "/en/Law/act", "/api/file/pdf/document/แบบคำอุทธรณ์.pdf"],
    apiRoutes().map(({ file }) => ({ file, pattern: routePattern(file) })),
  );
  /** As nginx picks it: an exact key (without regard to case), else the first regular expression, else the default. */
  const routeOf = (path: string) => {
    for (const line of map) {
      const exact = /^\s+"([^~"][^"]*)" "([^"]+)";$/.exec(line);
      if (exact && exact[1].toLowerCase() === path.toLowerCase()) return exact[2];
    }
    for (const line of map) {
      const regex = /^\s+"?~(\*?)(\S+?)"? "([^"]+)";$/.exec(line);
      if (regex && new RegExp(regex[2], regex[1] ? "i" : "").test(path)) return regex[3];
    }
    return /default "([^"]+)"/.exec(map.join("\n"))![1];
  };

  it.each([
    ["/Law/act", "/Law/act"],
    ["/LAW/ACT", "/Law/act"],
    ["/en/search", "/en/search"],
    ["/staff", "/staff"],
    [encodeURI("/api/file/pdf/document/แบบคำอุทธรณ์.pdf"), encodeURI("/api/file/pdf/document/แบบคำอุทธรณ์.pdf")],
    ["/1-1037-02345-67-1", UNKNOWN_ROUTE],
    ["/Law/act/1103702345671", UNKNOWN_ROUTE],
    ["/api/og/th/somchai@example.com", "/api/og/[locale]/[[...slug]]"],
    ["/api/auth/callback/somchai", "/api/auth/[...nextauth]"],
    ["/api/feedback", "/api/feedback"],
    ["/api/feedback/somchai", "/api/[[...path]]"],
    ["/api/health/ready", "/api/health/ready"],
    ["/_next/static/chunks/somchai.js", STATIC_ASSETS],
  ])("%s is logged as %s", (path, route) => {
    expect(routeOf(path)).toBe(route);
  });

  it("names every route by its folder, and writes no value from outside the build's lists", () => {
    expect(routeName("app/api/og/[locale]/[[...slug]]/route.tsx")).toBe("/api/og/[locale]/[[...slug]]");
    for (const line of map.slice(1, -1)) expect(line).toMatch(/ "[^"$]+";$/);
  });
});
