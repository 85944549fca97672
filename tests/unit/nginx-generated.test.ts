import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { refuseMethods } from "@/lib/middleware/refuse-methods";
import { GEOLOCATION_PATHS, permissionsPolicy } from "@/lib/security/headers";
import { logRouteMap, routeName, STATIC_ASSETS, UNKNOWN_ROUTE } from "@/scripts/build/nginx-log";
import {
  allowMap,
  apiAllowRows,
  bareHeaderLines,
  bareHeaderMaps,
  bodyLimitConf,
  errorsConf,
  frontRefusalMaps,
  headerFiles,
  publicFileHeaders,
  publicPath,
  routePattern,
} from "@/scripts/build/nginx-conf";

/**
 * The files the build writes for nginx (scripts/build/nginx-conf.ts), checked against values typed out here by hand:
 * the generator derives them from the app's modules, so a test that compared its output with those modules would pass
 * whatever they said. A header value, an error body or a limit that changes must change here too, on purpose. And
 * deploy/nginx spells none of these itself.
 */

const CSP_NONE = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const EVERY_ANSWER = [
  'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains; preload" always;',
  'add_header X-Content-Type-Options "nosniff" always;',
  'add_header Cross-Origin-Resource-Policy "same-origin" always;',
];

/** errors.conf's locations: status, lines (the included api-headers.conf spliced in) and what it returns. */
function refusalLocations() {
  const apiHeaders = headerFiles()["api-headers.conf"].lines;
  const text = errorsConf().join("\n");
  return [...text.matchAll(/location = \/\.ccip-error\/(\d+) \{\n([\s\S]*?)\n\}/g)].map(([, status, body]) => {
    const lines = body
      .split("\n")
      .map((line) => line.trim())
      .flatMap((line) => (line === "include ccip-build/nginx/api-headers.conf;" ? apiHeaders : [line]));
    return { status: Number(status), lines, returned: /^\s*return (\d+) '([^']*)';$/m.exec(body) };
  });
}

describe("errors.conf: nginx's own refusals", () => {
  const locations = refusalLocations();

  it("has an error_page and a location for each refusal, 502-504 included (nginx never sends its own HTML)", () => {
    const pages = errorsConf().filter((line) => line.startsWith("error_page "));
    expect(pages).toEqual([
      "error_page 400 494 /.ccip-error/400;",
      "error_page 404 /.ccip-error/404;",
      "error_page 405 /.ccip-error/405;",
      "error_page 413 /.ccip-error/413;",
      "error_page 414 /.ccip-error/414;",
      "error_page 429 /.ccip-error/429;",
      "error_page 501 /.ccip-error/501;",
      "error_page 505 /.ccip-error/505;",
      "error_page 502 /.ccip-error/502;",
      "error_page 503 /.ccip-error/503;",
      "error_page 504 /.ccip-error/504;",
    ]);
    expect(locations.map((l) => l.status)).toEqual([400, 404, 405, 413, 414, 429, 501, 505, 502, 503, 504]);
  });

  it("answers each in the API's error shape, with its headers: JSON, never cached, no scripts", () => {
    for (const { status, lines, returned } of locations) {
      expect(lines, `${status}`).toEqual(
        expect.arrayContaining([
          "internal;",
          'default_type "application/json; charset=utf-8";',
          'add_header Cache-Control "no-store" always;',
          `add_header Content-Security-Policy "${CSP_NONE}" always;`,
          ...EVERY_ANSWER,
        ]),
      );
      expect(returned?.[1], `${status}`).toBe(String(status));
      expect(JSON.parse(returned![2])).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    }
    const body = (status: number) => locations.find((l) => l.status === status)?.returned?.[2];
    expect(body(400)).toBe('{"error":{"code":"bad_request","message":"The request is malformed."}}');
    expect(body(405)).toBe('{"error":{"code":"method_not_allowed","message":"This method is not served."}}');
    expect(body(413)).toBe('{"error":{"code":"too_large","message":"The body is over 1 MiB."}}');
  });

  it("sends a 405's Allow from $ccip_allow, and no other Allow", () => {
    for (const { status, lines } of locations)
      expect(
        lines.filter((line) => line.includes("Allow")),
        `${status}`,
      ).toEqual(status === 405 ? ["add_header Allow $ccip_allow always;"] : []);
  });
});

describe("body-limit.conf: the largest body, the size the 413 names", () => {
  it("takes 1 MiB at most, and keeps a body it takes in memory", () => {
    expect(bodyLimitConf()).toEqual(["client_max_body_size 1m;", "client_body_buffer_size 1m;"]);
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

describe("$ccip_allow: the Allow of nginx's 405, each route's own list", () => {
  const map = allowMap(apiAllowRows(apiRoutes()));

  it("names GET and HEAD for pages and files, as the app does when it refuses a method on a page", () => {
    const app = refuseMethods(new NextRequest("http://site.test/Law/act", { method: "POST", body: "x" }));
    expect(app?.headers.get("Allow")).toBe("GET, HEAD");
    for (const uri of ["/", "/Law/act", "/en/FAQ?x=1", "/framework-boot.js", "/feed.xml", "/api/og/th"])
      expect(allowFor(map, uri), uri).toBe("GET, HEAD");
  });

  it("names for an API route the list its own 405 sends", async () => {
    const cases: [string, string][] = [
      ["/api/feedback", "POST"],
      ["/api/feedback?x=1", "POST"],
      ["/api/feedback/counts", "GET, HEAD"],
      ["/api/search?q=a", "GET, HEAD"],
      ["/api/health", "GET, HEAD"],
      ["/api/auth/session", "GET, HEAD, POST"],
      ["/api/auth/renew", "GET, HEAD"],
      ["/api/auth/renew?to=%2Fstaff", "GET, HEAD"],
      ["/api/auth/renewal", "GET, HEAD, POST"],
      ["/api/staff/sign-out", "POST"],
      ["/api/file/json/search.json", "GET, HEAD"],
      ["/api/feedbackx", "GET, HEAD"],
    ];
    for (const [uri, allow] of cases) expect(allowFor(map, uri), uri).toBe(allow);
    // The route's own answer to a method it refuses, for one of them: the same list.
    const { PUT } = await import("@/app/api/feedback/route");
    expect(PUT().headers.get("Allow")).toBe("POST");
  });
});

/** A map's value for a key as nginx picks it: an exact key (regardless of case), else the first regex, else default. */
function mapValue(map: string[], key: string): string | undefined {
  const rows = map.slice(1, -1).map((line) => /^\s+"?(~\*?)?([^"]*?)"? (\S+);$/.exec(line)!);
  const exact = rows.find(([, regex, source]) => !regex && source.toLowerCase() === key.toLowerCase());
  if (exact) return exact[3];
  const regex = rows.find(([, kind, source]) => kind && new RegExp(source, kind === "~*" ? "i" : "").test(key));
  return regex?.[3] ?? rows.find(([, , source]) => source === "default")?.[3];
}

describe("what nginx refuses before the app, as the Worker's front does (lib/http/front-refusals.ts)", () => {
  const maps = frontRefusalMaps(["/feed.xml", "/icon.svg"]);
  const badPath = maps.slice(0, maps.indexOf("}") + 1);
  const file = maps.slice(maps.indexOf("}") + 1);

  it("finds a path under /api or /_next that does not decode, and only there", () => {
    expect(badPath).toContain('    "~^/(?:api|_next)/" 1;');
    const cases: [string, string][] = [
      ["/api/search%E0%B8", "1"],
      ["/_next/static/%E0%B8", "1"],
      ["/api/%C0%AF", "1"],
      ["/api/og/th/%e0%b8%81", "0"],
      ["/api/search", "0"],
      ["/%E0%B8", "0"],
      ["/en/staff/%E0%B8", "0"],
    ];
    for (const [path, value] of cases) expect(mapValue(badPath, path), path).toBe(value);
  });

  it("knows the files served by name, in any case, and the API's files", () => {
    expect(file).toEqual(
      expect.arrayContaining(['    "/feed.xml" 1;', '    "/icon.svg" 1;', '    "~^/api/(?:og/|file/pdf/)" 1;']),
    );
    const cases: [string, string][] = [
      ["/feed.xml", "1"],
      ["/FEED.XML", "1"],
      ["/api/og/th", "1"],
      ["/api/file/pdf/document/a.pdf", "1"],
      ["/api/search", "0"],
      ["/api/health", "0"],
      ["/Law/act", "0"],
    ];
    for (const [path, value] of cases) expect(mapValue(file, path), path).toBe(value);
  });

  it("refuses with $ccip_refusal (ccip/http.conf): 400 for those paths, 405 for another method on a file", () => {
    const conf = readFileSync("deploy/nginx/ccip/http.conf", "utf8");
    const block = /map "([^"]+)" \$ccip_refusal \{\n([\s\S]*?)\n\}/.exec(conf)!;
    expect(block[1]).toBe(
      "$ccip_error_page $server_protocol $ccip_odd_request_line$ccip_raw_bytes$ccip_bad_path $request_method $ccip_file",
    );
    const refusal = (key: string) => mapValue(["map", ...block[2].split("\n").slice(1), "}"], key);
    const cases: [string, string][] = [
      ["0 HTTP/1.1 000 GET 1", "0"],
      ["0 HTTP/1.1 000 HEAD 1", "0"],
      ["0 HTTP/1.1 000 POST 0", "0"],
      ["0 HTTP/1.1 000 POST 1", "405"],
      ["0 HTTP/1.1 000 GETS 1", "405"],
      ["0 HTTP/1.1 000 TRACK 0", "405"],
      ["0 HTTP/1.1 001 GET 0", "400"],
      ["0 HTTP/1.1 100 GET 0", "400"],
      ["0  000 GET 0", "444"],
      ["1 HTTP/1.1 001 POST 1", "0"],
    ];
    for (const [key, value] of cases) expect(refusal(key), key).toBe(value);
  });
});

describe("header files: the headers Next.js sends", () => {
  const files = headerFiles();

  it("gives every answer the same headers, build assets their Cache-Control, non-pages the strictest policy", () => {
    expect(files["static-headers.conf"].lines).toEqual([
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
      ...EVERY_ANSWER,
    ]);
    expect(files["api-headers.conf"].lines).toEqual([
      `add_header Content-Security-Policy "${CSP_NONE}" always;`,
      ...EVERY_ANSWER,
    ]);
  });

  it("gives a prerendered page the document headers and a page's Cache-Control; its CSP and features per page", () => {
    expect(files["page-headers.conf"].lines).toEqual([
      ...EVERY_ANSWER,
      'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
      'add_header Cross-Origin-Opener-Policy "same-origin" always;',
      'add_header X-Frame-Options "DENY" always;',
      'add_header Vary "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch" always;',
      'add_header Cache-Control "s-maxage=31536000" always;',
      "add_header Permissions-Policy $ccip_page_permissions always;",
      "add_header Content-Security-Policy $ccip_page_csp always;",
    ]);
  });

  it("gives public/'s files the Cache-Control next.config.ts gives them, and the PDFs no policy", () => {
    const header = (path: string, key: string) => publicFileHeaders(path).find((h) => h.key === key)?.value;
    expect(header("/framework-boot.js", "Cache-Control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
    expect(header("/api/file/pdf/appeal-form.pdf", "Cache-Control")).toBe(
      "public, max-age=86400, stale-while-revalidate=604800",
    );
    expect(header("/icon.svg", "Cache-Control")).toBe("public, max-age=0");
    expect(header("/icon.svg", "Content-Security-Policy")).toBe(CSP_NONE);
    expect(header("/api/file/pdf/appeal-form.pdf", "Content-Security-Policy")).toBeUndefined();
    expect(header("/icon.svg", "Permissions-Policy")).toContain("geolocation=()");
  });
});

describe("pages.conf: addresses by the locale rule (Thai unprefixed, English under /en)", () => {
  it("maps each page's file to the address the site links to", () => {
    const cases: [string, string | undefined][] = [
      ["/th", "/"],
      ["/en", "/en"],
      ["/th/Law/act", "/Law/act"],
      ["/en/Law/act", "/en/Law/act"],
      ["/th/Law/Notification/page/2", "/Law/Notification/page/2"],
      ["/fr/Law/act", undefined],
      ["/_not-found", undefined],
    ];
    for (const [route, address] of cases) expect(publicPath(route), route).toBe(address);
  });

  it("lets the appeal helper, in every language, ask for the location, and no other page", () => {
    expect(GEOLOCATION_PATHS).toEqual(["/Public/Appealprocess/Helper", "/en/Public/Appealprocess/Helper"]);
    expect(permissionsPolicy(true)).toContain("geolocation=(self)");
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

  it("has no header value, error body, body size or locale list of its own", () => {
    const spelled = statements.filter(
      ({ statement }) =>
        /^add_header \S+ "/.test(statement) ||
        /^return \d+ ['"]/.test(statement) ||
        /^default_type "?application\/json/.test(statement) ||
        /^client_(?:max_body|body_buffer)_size /.test(statement) ||
        /\((?:th|en)\|(?:th|en)\)/.test(statement),
    );
    expect(spelled).toEqual([]);
  });

  it("includes the generated refusals and body limit", () => {
    expect(statements.map((s) => s.statement)).toEqual(
      expect.arrayContaining(["include ccip-build/nginx/errors.conf", "include ccip-build/nginx/body-limit.conf"]),
    );
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
    expect(bareHeaderLines()).toEqual([
      "add_header Cache-Control $ccip_bare_cache_control always;",
      "add_header Content-Security-Policy $ccip_bare_content_security_policy always;",
      "add_header Strict-Transport-Security $ccip_bare_strict_transport_security always;",
      "add_header X-Content-Type-Options $ccip_bare_x_content_type_options always;",
      "add_header Cross-Origin-Resource-Policy $ccip_bare_cross_origin_resource_policy always;",
    ]);
    const value = (variable: string) =>
      /1 "([^"]*)";/.exec(maps.join("\n").split(`map $ccip_bare ${variable} {`)[1].split("}")[0])?.[1];
    expect(value("$ccip_bare_cache_control")).toBe("no-store");
    expect(value("$ccip_bare_content_security_policy")).toBe(CSP_NONE);
    expect(value("$ccip_bare_x_content_type_options")).toBe("nosniff");
    expect(maps.join("\n")).not.toMatch(/map \$ccip_bare \$\w+ \{\n(?! {4}default "";)/);
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
