import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pagesWithoutPolicy } from "@/lib/server/page-policies.mjs";
import { inlineScripts } from "@/scripts/csp/inline-scripts";
import { bootScript, SPLASH_SECONDS } from "@/lib/client/boot-script";
import { bootScriptHashes } from "@/lib/security/boot-script-hashes";
import { pageCsp, sha256Source } from "@/lib/security/headers";

describe("sha256Source", () => {
  it("names a script as CSP does (the example of the CSP specification)", async () => {
    expect(await sha256Source("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it("hashes UTF-8 bytes, as browsers do", async () => {
    expect(await sha256Source("ไทย")).not.toBe(await sha256Source("???"));
  });
});

describe("inlineScripts", () => {
  it("returns the exact text of the inline scripts a browser runs, and nothing else", () => {
    const html = `<!DOCTYPE html><html><head>
<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":"</scr"}</script>
<script type="module">b("<\\/script>")</script></head><body><!-- <script>c()</script> -->
<textarea><script>d()</script></textarea><script>self.__next_f.push([1,"\\u003cp\\u003e &amp; ไทย"])</script></body></html>`;
    expect(inlineScripts(html)).toEqual([
      "a()",
      'b("<\\/script>")',
      'self.__next_f.push([1,"\\u003cp\\u003e &amp; ไทย"])',
    ]);
  });
});

describe("pageCsp", () => {
  it("names its scripts and never allows inline script wholesale", () => {
    const policy = pageCsp(["'sha256-abc='"], {});
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it("lets sign-in's form post be redirected to the identity provider, and the analytics script load", () => {
    const policy = pageCsp([], {
      AUTH_MICROSOFT_ENTRA_ID_ISSUER: "https://login.microsoftonline.com/tenant/v2.0",
      ANALYTICS_SCRIPT_URL: "https://stats.example/script.js",
    });
    expect(policy).toContain("form-action 'self' https://login.microsoftonline.com");
    expect(policy).toContain("script-src 'self' https://stats.example");
  });
});

describe("bootScriptHashes", () => {
  it("names both forms of the boot script (splash on and off)", async () => {
    const hashes = await bootScriptHashes();
    expect(hashes).toContain(await sha256Source(bootScript(true, SPLASH_SECONDS)));
    expect(hashes).toContain(await sha256Source(bootScript(false, SPLASH_SECONDS)));
  });
});

describe("pagesWithoutPolicy (npm start refuses such a build)", () => {
  it("names the prerendered pages whose stored headers carry no policy", () => {
    const dir = mkdtempSync(join(tmpdir(), "csp-"));
    mkdirSync(join(dir, "en"));
    const page = (path: string, headers?: Record<string, string>) => {
      writeFileSync(join(dir, `${path}.html`), "<!DOCTYPE html>");
      if (headers) writeFileSync(join(dir, `${path}.meta`), JSON.stringify({ headers }));
    };
    page("th", { "content-security-policy": "default-src 'self'" });
    page("en/Law", { "x-nextjs-prerender": "1" });
    page("en/FAQ");
    expect(pagesWithoutPolicy(dir).sort()).toEqual([join(dir, "en/FAQ.html"), join(dir, "en/Law.html")]);
    expect(pagesWithoutPolicy(join(dir, "missing"))).toEqual([]);
  });
});
