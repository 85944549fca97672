/**
 * Old and misspelt addresses redirect permanently (308) to the one spelling the spec gives, so bookmarks and shared
 * links land on it: the default language with its prefix (`/th/...` → `/...`, it is served unprefixed), and registry
 * paths in another case or under a listed alias (`/public/faq` → `/Public/FAQ`), in either language.
 */
import type { NextRequest } from "next/server";
import { defaultLocale, localizedPath, splitLocale } from "../../i18n/locales";
import { canonicalPath } from "../routes";
import { permanent } from "./respond";

/** The default language is served unprefixed; its prefix is only ever an old or hand-typed address. */
const DEFAULT_PREFIX = `/${defaultLocale}`;

export function legacyRedirects(request: NextRequest): Response | undefined {
  const { pathname } = request.nextUrl;
  if (pathname === DEFAULT_PREFIX || pathname.startsWith(`${DEFAULT_PREFIX}/`)) {
    return permanent(request, pathname.slice(DEFAULT_PREFIX.length) || "/");
  }
  const { locale, path } = splitLocale(pathname);
  const canonical = canonicalPath(path);
  return canonical ? permanent(request, localizedPath(locale, canonical)) : undefined;
}
