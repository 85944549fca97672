import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { locales, type Locale } from "@/i18n/locales";
import en from "@/messages/en.json";
import th from "@/messages/th.json";

// The loaders are for server components only; here they run in plain Node, with the messages next-intl would give.
vi.mock("server-only", () => ({}));
vi.mock("next-intl/server", () => {
  const messages = { th, en } as unknown as Record<string, Record<string, Record<string, string>>>;
  return {
    getTranslations:
      async ({ locale, namespace }: { locale: string; namespace: string }) =>
      (key: string) =>
        messages[locale][namespace][key],
  };
});

const { blockSchema } = await import("@/lib/content/schema");
const { loadContentPage } = await import("@/lib/content/page-data");
const { loadSiteData } = await import("@/lib/content/site-data");
const { childrenOf, routes } = await import("@/lib/routes");
const { parsePage } = await import("@/lib/content/parse");

const json = (name: string) => JSON.parse(readFileSync(join(process.cwd(), "content", "data", name), "utf8"));
const descriptionOf = (locale: Locale, path: string) => {
  const file = `content/${locale}/${path === "/" ? "home" : path.slice(1)}.md`;
  return parsePage(readFileSync(join(process.cwd(), file), "utf8"), file).frontmatter.description;
};
const types = (objects: { "@type": string }[]) => objects.map((o) => o["@type"]);

describe("a registry page's data, loaded for its route", () => {
  it("gives every block of every page the data it shows, for every kind of block", async () => {
    const seen = new Set<string>();
    for (const locale of locales) {
      for (const route of routes) {
        const page = await loadContentPage(locale, route.path);
        for (const segment of page.segments) {
          if (segment.kind !== "block") continue;
          seen.add(segment.block.name);
          if (segment.block.name === "appeal-start") expect(segment.block.data).toBeNull();
          else expect(segment.block.data, `${locale} ${route.path} ${segment.block.name}`).toBeTruthy();
        }
      }
    }
    // Every kind of block the content may name is used somewhere, so each loader above ran.
    expect([...seen].sort()).toEqual(blockSchema.options.map((o) => o.shape.name.value).sort());
  });

  it("attaches the FAQ set a page names, and lists its questions in the page's JSON-LD", async () => {
    const faq = json("faq-public.json") as { id: string; question: Record<Locale, string> }[];
    const page = await loadContentPage("en", "/FAQ/Public");
    const block = page.segments.flatMap((s) => (s.kind === "block" && s.block.name === "faq" ? [s.block] : []));
    expect(block).toHaveLength(1);
    expect(block[0].data.map((item) => item.id)).toEqual(faq.map((item) => item.id));
    expect(types(page.jsonLd)).toEqual(["BreadcrumbList", "FAQPage"]);
    const questions = page.jsonLd[1].mainEntity as { name: string }[];
    expect(questions.map((q) => q.name)).toEqual(faq.map((item) => item.question.en));
  });

  it("names the organisation on the home page only, and gives its cards each page's description", async () => {
    const home = await loadContentPage("th", "/");
    expect(types(home.jsonLd)).toEqual(["GovernmentOrganization", "BreadcrumbList"]);
    expect(home.jsonLd[0].name).toBe(json("contacts.json").name.th);
    const cards = home.segments.flatMap((s) =>
      s.kind === "block" && s.block.name === "page-cards" ? s.block.data : [],
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.description).toBe(descriptionOf("th", card.path));
    expect(types((await loadContentPage("th", "/ContactUs")).jsonLd)).toEqual(["BreadcrumbList"]);
  });

  it("gives a section's landing page its child pages as cards, in the registry's order", async () => {
    const section = routes.find((route) => route.path !== "/" && childrenOf(route.path).length > 1)!;
    const page = await loadContentPage("en", section.path);
    expect(page.children.map((card) => card.path)).toEqual(childrenOf(section.path).map((entry) => entry.path));
    for (const card of page.children) {
      expect(card.label).toBe(routes.find((route) => route.path === card.path)!.label.en);
      expect(card.description).toBe(descriptionOf("en", card.path));
    }
  });
});

describe("the frame's data, loaded by the layout", () => {
  it("has the contacts, the splash and the terms' title in the page's language", async () => {
    for (const locale of locales) {
      const site = await loadSiteData(locale);
      expect(site.contacts).toEqual(json("contacts.json"));
      expect(typeof site.splash.enabled).toBe("boolean");
      const terms = readFileSync(join(process.cwd(), `content/overlays/terms.${locale}.md`), "utf8");
      expect(terms).toContain(`title: ${site.termsTitle}\n`);
    }
  });

  it("names the deployment's analytics script, and none where none is set", async () => {
    vi.stubEnv("ANALYTICS_SCRIPT_URL", "");
    expect((await loadSiteData("th")).analytics).toEqual({ src: undefined, domain: undefined });
    vi.stubEnv("ANALYTICS_SCRIPT_URL", "https://stats.example/script.js");
    vi.stubEnv("ANALYTICS_DOMAIN", "ccip.example");
    expect((await loadSiteData("en")).analytics).toEqual({
      src: "https://stats.example/script.js",
      domain: "ccip.example",
    });
    vi.unstubAllEnvs();
  });
});
