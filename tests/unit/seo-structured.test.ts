import { afterEach, beforeEach, describe, expect, it } from "vitest";
import robots from "@/app/robots";
import type { Contacts } from "@/lib/content/schema";
import { parsePage } from "@/lib/content/parse";
import { atomDate, atomFeed } from "@/lib/seo/feed";
import { breadcrumbList, faqPage, faqSetsOf, governmentOrganization, serializeJsonLd } from "@/lib/seo/json-ld";
import { inlineText } from "@/lib/text/plain-text";
import { sitemapEntries } from "@/lib/seo/sitemap";
import { routes } from "@/lib/routes";

const ORIGIN = "https://ccip.example.go.th";
beforeEach(() => {
  process.env.SITE_URL = ORIGIN;
});
afterEach(() => {
  delete process.env.SITE_URL;
});

describe("JSON-LD", () => {
  it("BreadcrumbList follows the registry trail with absolute URLs", () => {
    expect(breadcrumbList("en", "/Public/FAQ").itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/en` },
      { "@type": "ListItem", position: 2, name: "For the public", item: `${ORIGIN}/en/Public` },
      { "@type": "ListItem", position: 3, name: "Questions from the public", item: `${ORIGIN}/en/Public/FAQ` },
    ]);
  });

  it("GovernmentOrganization leaves out the facts we do not have", () => {
    const bi = (th: string, en: string) => ({ th, en });
    const contacts: Contacts = {
      name: bi("คณะกรรมการคุ้มครองข้อมูลเครดิต", "Credit Information Protection Committee"),
      shortName: bi("กคค.", "the Committee"),
      address: bi("ที่อยู่", "Address"),
      phone: "",
      fax: "",
      email: "",
      serviceManagerPhone: "",
      hotline: { number: "1213", label: bi("ศคง.", "FCC") },
      officeHours: bi("", ""),
      directions: bi("", ""),
    };
    const org = governmentOrganization("th", contacts, "คำขวัญ");
    expect(org).toMatchObject({
      "@type": "GovernmentOrganization",
      name: "คณะกรรมการคุ้มครองข้อมูลเครดิต",
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/icon.svg`,
    });
    // 1213 is the Bank of Thailand's complaints centre: never the Committee's own contact point or telephone.
    expect(JSON.stringify(org)).not.toContain("1213");
    expect(org).not.toHaveProperty("contactPoint");
    expect(org).not.toHaveProperty("telephone");
    expect(org).not.toHaveProperty("email");
    expect(governmentOrganization("en", { ...contacts, email: "a@b.go.th" }, "x")).toMatchObject({
      email: "a@b.go.th",
    });
  });

  it("FAQPage carries each question with its answer as plain text", () => {
    const page = faqPage("en", [
      { id: "a", question: { th: "ถาม", en: "Who?" }, answer: { th: "ตอบ", en: "See **this** [page](/Member)." } },
    ]);
    expect(page.mainEntity).toEqual([
      { "@type": "Question", name: "Who?", acceptedAnswer: { "@type": "Answer", text: "See this page." } },
    ]);
    expect(inlineText("a `b` _c_")).toBe("a b c");
  });

  it("finds the FAQ sets a page embeds", () => {
    const raw = `---\ntitle: FAQ\ndescription: Questions people ask the committee most.\nupdated: 2026-01-01\nkeywords: [a, b, c]\n---\nLead.\n\n::faq{set="member"}\n`;
    expect(faqSetsOf(parsePage(raw, "x.md").segments)).toEqual(["member"]);
  });

  it("cannot be closed early by text in the data", () => {
    const json = serializeJsonLd({ "@context": "https://schema.org", "@type": "Thing", name: "</script><b>" });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json).name).toBe("</script><b>");
  });
});

describe("sitemap and robots", () => {
  it("lists every registry page in both languages with alternates and its content date", () => {
    const entries = sitemapEntries((locale, path) => (locale === "th" ? "2026-01-02" : `2026-02-0${path.length % 9}`));
    expect(entries).toHaveLength(routes.length * 2);
    const act = entries.find((e) => e.url === `${ORIGIN}/en/Law/act`);
    expect(act?.lastModified).toBe("2026-02-08");
    expect(act?.alternates?.languages).toEqual({
      th: `${ORIGIN}/Law/act`,
      en: `${ORIGIN}/en/Law/act`,
      "x-default": `${ORIGIN}/Law/act`,
    });
    expect(new Set(entries.map((e) => e.url)).size).toBe(entries.length);
  });

  it("robots.txt points at the sitemap and lets crawlers fetch the cards", () => {
    const r = robots();
    expect(r.sitemap).toBe(`${ORIGIN}/sitemap.xml`);
    expect(r.rules).toMatchObject({ userAgent: "*", allow: ["/", "/api/og/"], disallow: ["/api/"] });
  });
});

describe("Atom feed", () => {
  const feed = () =>
    atomFeed({
      locale: "en",
      title: "Notifications & circulars",
      subtitle: "Latest",
      author: "Committee",
      selfUrl: `${ORIGIN}/en/feed.xml`,
      pageUrl: `${ORIGIN}/en/Law/Notification`,
      pageUpdated: "2024-01-01",
      items: [
        { url: `${ORIGIN}/en/Law/Notification/n-2`, date: "2025-03", title: "A <new> rule", summary: "On R&D" },
        { url: "https://x.example/a?b=1&c=2", date: "2020", title: "Old", summary: "Old" },
      ],
    });

  it("turns partial dates into Atom timestamps", () => {
    expect(atomDate("2025")).toBe("2025-01-01T00:00:00Z");
    expect(atomDate("2025-03")).toBe("2025-03-01T00:00:00Z");
    expect(atomDate("2025-03-09")).toBe("2025-03-09T00:00:00Z");
  });

  it("has one escaped entry per notification and the newest date as its own", () => {
    const xml = feed();
    expect(xml.match(/<entry>/g)).toHaveLength(2);
    expect(xml).toContain("<title>Notifications &amp; circulars</title>");
    expect(xml).toContain("<title>A &lt;new&gt; rule</title>");
    expect(xml).toContain(`<id>${ORIGIN}/en/Law/Notification/n-2</id>`);
    expect(xml).toContain('href="https://x.example/a?b=1&amp;c=2"');
    expect(xml).toMatch(/<feed [^>]*>\n {2}<id>[^<]+<\/id>[\s\S]*?<updated>2025-03-01T00:00:00Z<\/updated>/);
  });
});
