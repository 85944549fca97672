import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { bootScript, SPLASH_SECONDS } from "@/lib/client/boot-script";

type Visit = {
  path: string;
  cookie?: string;
  stored?: Record<string, string>;
  referrer?: string;
  splashEnabled?: boolean;
  storageBlocked?: boolean;
  cookiesEnabled?: boolean;
};

const ORIGIN = "https://ccip.example";

/** Runs the boot script's text against a stand-in browser and says which classes it put on <html>, and what cookies it wrote. */
function boot(visit: Visit) {
  const classes = new Set<string>();
  let jar = visit.cookie ?? "";
  const written: string[] = [];
  const document = {
    documentElement: { classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) } },
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      written.push(value);
      const pair = value.split(";")[0];
      jar = jar ? `${jar}; ${pair}` : pair;
    },
    referrer: visit.referrer ?? "",
    addEventListener: () => {},
    getElementById: () => null,
  };
  const localStorage = {
    getItem: (key: string) => {
      if (visit.storageBlocked) throw new Error("SecurityError");
      return visit.stored?.[key] ?? null;
    },
  };
  runInNewContext(bootScript(visit.splashEnabled ?? true, SPLASH_SECONDS), {
    document,
    localStorage,
    location: { pathname: visit.path, origin: ORIGIN },
    navigator: { cookieEnabled: visit.cookiesEnabled ?? true },
    addEventListener: () => {},
    setInterval: () => 0,
    clearInterval: () => {},
    setTimeout: () => 0,
  });
  return { classes: [...classes].sort(), written };
}

const accepted = { modal: "true", cookies: "true" };

describe("the boot script", () => {
  it("shows the splash at the front door of a first visit, and the sheet's two questions", () => {
    for (const path of ["/", "/en"]) {
      expect(boot({ path }).classes, path).toEqual(["js", "show-cookies", "show-splash", "show-terms"]);
    }
  });

  it("never covers a page asked for by its address or a shared link, and marks the session as seen", () => {
    for (const path of ["/Public/Appealprocess", "/en/Public/Appealprocess", "/en/"]) {
      const { classes, written } = boot({ path, referrer: "https://line.me/" });
      expect(classes, path).toEqual(["js", "show-cookies", "show-terms"]);
      // A session cookie: no expiry, the whole site, sent on a link followed from another site.
      expect(written, path).toEqual(["splash-seen=1; path=/; SameSite=Lax"]);
    }
  });

  it("shows the splash once per browser session, and not over a page reached from inside the site", () => {
    expect(boot({ path: "/", cookie: "splash-seen=1" }).classes).not.toContain("show-splash");
    expect(boot({ path: "/", cookie: "a=1; splash-seen=1; b=2" }).classes).not.toContain("show-splash");
    expect(boot({ path: "/", cookie: "xsplash-seen=1" }).classes).toContain("show-splash");
    expect(boot({ path: "/", cookie: "splash-seen=1" }).written).toEqual([]);
    expect(boot({ path: "/en", referrer: `${ORIGIN}/en/Law` }).classes).not.toContain("show-splash");
  });

  it("shows nothing once both are accepted (localStorage modal and cookies = 'true'), not even the splash", () => {
    expect(boot({ path: "/", stored: accepted }).classes).toEqual(["js"]);
    expect(boot({ path: "/", stored: { modal: "yes", cookies: "true" } }).classes).toContain("show-terms");
  });

  it("asks only what is still open: terms accepted leaves cookies, and the other way round", () => {
    const cookiesOnly = boot({ path: "/Law", stored: { modal: "true" } }).classes;
    expect(cookiesOnly).toEqual(["js", "show-cookies"]);
    const termsOnly = boot({ path: "/Law", stored: { cookies: "true" } }).classes;
    expect(termsOnly).toEqual(["js", "show-terms"]);
  });

  it("keeps 'not now' and 'decline' for the browser session (cookies shared by every tab)", () => {
    expect(boot({ path: "/", cookie: "splash-seen=1; terms-closed=1" }).classes).toEqual(["js", "show-cookies"]);
    expect(boot({ path: "/", cookie: "splash-seen=1; cookies-declined=1" }).classes).toEqual(["js", "show-terms"]);
    expect(boot({ path: "/", cookie: "terms-closed=1; cookies-declined=1" }).classes).toEqual(["js"]);
  });

  it("asks both questions when storage is blocked, and shows no splash it could not remember", () => {
    expect(boot({ path: "/Law", storageBlocked: true }).classes).toEqual(["js", "show-cookies", "show-terms"]);
    expect(boot({ path: "/", cookiesEnabled: false }).classes).not.toContain("show-splash");
  });

  it("shows no splash when content switches it off", () => {
    expect(boot({ path: "/", splashEnabled: false }).classes).toEqual(["js", "show-cookies", "show-terms"]);
  });
});
