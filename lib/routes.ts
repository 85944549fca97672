import type { Locale } from "../i18n/locales";
import { NOT_AUTHORISED_PATH, SIGN_IN_PATH, STAFF_HOME } from "./auth/paths";
import { FEEDBACK_SENT_PATH } from "./feedback/sent";

/**
 * The one route registry (house style: navigation is data). It drives the pages, the desktop and mobile menus, the
 * footer, breadcrumbs, the sitemap and the search index. Adding a page means one entry here and one content file per
 * locale in content/{th,en}.
 *
 * Paths are spelled exactly as the spec has them, misspellings included: they are live URLs people have bookmarked.
 */
export type RouteEntry = {
  path: string;
  parent: string | null;
  label: Record<Locale, string>;
  /** Listed in spec section 2. Entries we added (glossary) say false. */
  spec: boolean;
  /** Correctly spelled variants that redirect permanently here. Lower-case variants redirect without listing. */
  aliases?: readonly string[];
  /** Where the page appears: a header menu (top-level or inside its parent's dropdown) and/or the footer only. */
  menu: "header" | "footer" | "none";
};

/** One registry page: path, parent and labels; in the spec and the header menu unless `extra` says otherwise. */
const page = <P extends string>(
  path: P,
  parent: string | null,
  th: string,
  en: string,
  extra: Partial<Pick<RouteEntry, "spec" | "aliases" | "menu">> = {},
): RouteEntry & { path: P } => ({ path, parent, label: { th, en }, spec: true, menu: "header", ...extra });

/** The appeal helper: linked from several pages, and the one page allowed to ask for the location. */
export const APPEAL_HELPER_PATH = "/Public/Appealprocess/Helper";

export const routes = [
  page("/", null, "หน้าแรก", "Home", { menu: "none" }),
  page("/AboutUs", "/", "เกี่ยวกับ กคค.", "About us"),
  page(
    "/AboutUs/ThailankCreditBureauSystem",
    "/AboutUs",
    "ระบบข้อมูลเครดิตของประเทศไทย",
    "Thailand's credit bureau system",
    {
      aliases: ["/AboutUs/ThailandCreditBureauSystem"],
    },
  ),
  page("/AboutUs/History", "/AboutUs", "ความเป็นมา", "History"),
  page("/AboutUs/CommittleeRole", "/AboutUs", "อำนาจหน้าที่ของคณะกรรมการ", "Role and powers", {
    aliases: ["/AboutUs/CommitteeRole"],
  }),
  page("/AboutUs/CommitteeNameList", "/AboutUs", "องค์ประกอบคณะกรรมการ", "Committee composition"),
  page("/Law", "/", "กฎหมาย", "Law"),
  page("/Law/act", "/Law", "พระราชบัญญัติการประกอบธุรกิจข้อมูลเครดิต", "Credit Information Business Act"),
  page("/Law/Notification", "/Law", "ประกาศและหนังสือเวียน", "Notifications and circulars"),
  page("/Public", "/", "มุมประชาชน", "For the public"),
  // The start of an appeal: first in its section's menu, so a visitor who came to appeal finds it at once.
  page("/Public/AppealStart", "/Public", "อุทธรณ์ต่อ กคค.", "Appeal to the Committee", { spec: false }),
  page("/Public/BasicIntormation", "/Public", "ความรู้เบื้องต้นเกี่ยวกับข้อมูลเครดิต", "Credit information basics", {
    aliases: ["/Public/BasicInformation"],
  }),
  page("/Public/ConsumerRight", "/Public", "สิทธิของเจ้าของข้อมูล", "Your rights"),
  page("/Public/Appealprocess", "/Public", "การอุทธรณ์", "Appealing to the Committee", {
    aliases: ["/Public/AppealProcess"],
  }),
  page(APPEAL_HELPER_PATH, "/Public/Appealprocess", "ตรวจสิทธิและเตรียมคำอุทธรณ์", "Appeal helper", {
    spec: false,
    menu: "none",
  }),
  page("/Public/CollectionPeriod", "/Public", "ระยะเวลาการเก็บข้อมูลเครดิต", "How long credit data is kept"),
  page("/Public/FAQ", "/Public", "คำถามที่พบบ่อยของประชาชน", "Questions from the public"),
  page("/Public/ShouldKnow", "/Public", "สิ่งที่ผู้อุทธรณ์ควรรู้", "Before you appeal"),
  page("/Public/Glossary", "/Public", "อภิธานศัพท์ข้อมูลเครดิต", "Glossary of credit terms", { spec: false }),
  page("/Member", "/", "มุมสมาชิก", "For members"),
  page("/Member/MemberDuty", "/Member", "หน้าที่ของสมาชิก", "Members' duties"),
  page("/Member/PlaceDocument", "/Member", "เอกสารเผยแพร่", "Published documents"),
  page("/Member/FAQ", "/Member", "คำถามที่พบบ่อยของสมาชิก", "Questions from members"),
  page("/Member/Diagnosis", "/Member", "แนววินิจฉัยของคณะกรรมการ", "Committee rulings"),
  page("/FAQ", "/", "คำถามที่พบบ่อย", "FAQ"),
  page("/FAQ/Public", "/FAQ", "สำหรับประชาชน", "For the public"),
  page("/FAQ/Member", "/FAQ", "สำหรับสมาชิก", "For members"),
  page("/RelatedSite", "/", "เว็บไซต์ที่เกี่ยวข้อง", "Related sites"),
  page("/TermAndCondition", "/", "ข้อกำหนดและเงื่อนไข", "Terms and conditions", { menu: "footer" }),
  page("/ContactUs", "/", "ติดต่อเรา", "Contact us"),
  page("/Accessibility", "/", "การเข้าถึงเว็บไซต์", "Accessibility statement", { spec: false, menu: "footer" }),
] as const satisfies readonly RouteEntry[];

/**
 * A registry page's path, as a type: a component that links to a page by its path writes it `satisfies RegistryPath`
 * (or types its list so), and a path not in the registry fails the type-check rather than a visitor.
 */
export type RegistryPath = (typeof routes)[number]["path"];

/**
 * Pages the app serves outside the registry (their own route folders under app/[locale]), each at exactly this path.
 * Anything that is neither these nor a registry path (`/search/x` too) gets the localized 404 from the middleware.
 */
export const SEARCH_PATH = "/search";
export const APPEAL_CHECK_PATH = "/appeal-check";
export const APP_PAGES = [
  SEARCH_PATH,
  STAFF_HOME,
  SIGN_IN_PATH,
  NOT_AUTHORISED_PATH,
  FEEDBACK_SENT_PATH,
  APPEAL_CHECK_PATH,
] as const;
export type AppPage = (typeof APP_PAGES)[number];

/** A page rendered per request: one of APP_PAGES. */
export function isAppPage(path: string): path is AppPage {
  return (APP_PAGES as readonly string[]).includes(path);
}

/**
 * Registry pages whose items are collections (one Markdown file per item, lib/content/collection-schema.ts): each
 * item has its own page under the list, and the list pages through its items by path segments.
 */
export const COLLECTION_BASES = ["/Law/Notification", "/Member/Diagnosis"] as const;
export type CollectionBase = (typeof COLLECTION_BASES)[number];

/** `<base>/<slug>`, `<base>/page/<n>`, `<base>/year/<yyyy>` and `<base>/year/<yyyy>/page/<n>` below a collection. */
const COLLECTION_TAIL = /^\/(?:[a-z0-9][a-z0-9-]{0,79}|page\/[1-9]\d{0,3}|year\/\d{4}(?:\/page\/[1-9]\d{0,3})?)$/;

/**
 * The collection a path lies under, or undefined. Shape only: an unknown slug passes here; the middleware's 404 step
 * knows the exact pages (lib/middleware/not-found.ts).
 */
export function collectionBaseOf(path: string): CollectionBase | undefined {
  return COLLECTION_BASES.find((base) => path.startsWith(`${base}/`) && COLLECTION_TAIL.test(path.slice(base.length)));
}

const byPath = new Map<string, RouteEntry>(routes.map((entry) => [entry.path, entry]));

export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(path);
}

export function childrenOf(path: string): RouteEntry[] {
  return routes.filter((entry) => entry.parent === path);
}

/** The home page first, then each ancestor down to the page itself: the breadcrumb trail. */
export function trailOf(path: string): RouteEntry[] {
  const trail: RouteEntry[] = [];
  for (let entry = findRoute(path); entry; entry = entry.parent ? findRoute(entry.parent) : undefined) {
    trail.unshift(entry);
  }
  return trail;
}

/** Top-level sections shown in the header, in order; each with the children shown in its dropdown. */
export function headerMenu(): { entry: RouteEntry; children: RouteEntry[] }[] {
  return childrenOf("/")
    .filter((entry) => entry.menu === "header")
    .map((entry) => ({ entry, children: childrenOf(entry.path).filter((c) => c.menu === "header") }));
}

/** `/Public/FAQ` → `Public/FAQ`; `/` → `home`: the content file name of a route. */
export function contentSlug(path: string): string {
  return path === "/" ? "home" : path.slice(1);
}

/**
 * The spec spelling of a path that differs only in case or is a listed alias, or undefined.
 * Kept free of Node APIs: the edge middleware calls it.
 */
export function canonicalPath(path: string): string | undefined {
  const lower = path.toLowerCase().replace(/\/+$/, "") || "/";
  for (const entry of routes) {
    if (entry.path.toLowerCase() === lower) return entry.path === path ? undefined : entry.path;
    if (entry.aliases?.some((alias) => alias.toLowerCase() === lower)) return entry.path;
  }
  return undefined;
}
