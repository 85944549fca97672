"use client";

import type { MouseEvent } from "react";
import type { Locale } from "@/i18n/locales";

type Props = { target: Locale; href: string; label: string };

/**
 * The language's own name, in that language ("English" / "ภาษาไทย"), as GOV.UK does: a reader who needs the other
 * language can read it. `href` is the same page in the other language, worked out on the server (lib/current-page.ts),
 * so the link is right before and without JavaScript. A plain link: the other language has its own root layout
 * (<html lang>), so the browser loads it as a new document anyway. Only the anchor exists in the browser alone; it is
 * added at the moment of the click (section anchors are shared by both languages).
 */
export function LanguageSwitch({ target, href, label }: Props) {
  const keepHash = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.location.hash) event.currentTarget.href = href + window.location.hash;
  };
  return (
    <a href={href} hrefLang={target} lang={target} className="language-switch" onClick={keepHash}>
      {label}
    </a>
  );
}
