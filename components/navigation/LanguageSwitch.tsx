"use client";

import type { MouseEvent } from "react";
import type { Locale } from "@/i18n/locales";

type Props = { target: Locale; href: string; label: string };

/**
 * The language's own name, in that language ("English" / "ภาษาไทย"), as GOV.UK does: a reader who needs the other
 * language can read it. `href` is the same page in the other language, worked out on the server (lib/current-page.ts),
 * so the link is right before and without JavaScript. A plain link: the other language has its own root layout
 * (<html lang>), so the browser loads it as a new document anyway. What exists in the browser alone is added at the
 * moment of the click: the anchor (section anchors are shared by both languages) and, where the server's link has no
 * query of its own, the page's query (the appeal helper's `?step=`, so a visitor mid-form stays on their step).
 */
export function LanguageSwitch({ target, href, label }: Props) {
  const keepPlace = (event: MouseEvent<HTMLAnchorElement>) => {
    const search = href.includes("?") ? "" : window.location.search;
    if (search || window.location.hash) event.currentTarget.href = href + search + window.location.hash;
  };
  return (
    <a href={href} hrefLang={target} lang={target} className="language-switch" onClick={keepPlace}>
      {label}
    </a>
  );
}
