"use client";

import { usePathname } from "next/navigation";
import type { MouseEvent } from "react";
import type { Locale } from "@/lib/content/schema";
import { switchLocalePath } from "@/lib/locale-path";

type Props = { target: Locale; label: string };

/**
 * The language's own name, in that language ("English" / "ภาษาไทย"), as GOV.UK does: a reader who needs the other
 * language can read it. Links to the same page in the other language (`/Law/act` ↔ `/en/Law/act`). A plain link: the other language has
 * its own root layout (<html lang>), so the browser loads it as a new document anyway. The query and the anchor exist
 * only in the browser, so they are added at the moment of the click; section anchors are shared by both languages.
 */
export function LanguageSwitch({ target, label }: Props) {
  const href = switchLocalePath(usePathname(), target);
  const keepQueryAndHash = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = href + window.location.search + window.location.hash;
  };
  return (
    <a href={href} hrefLang={target} lang={target} className="language-switch" onClick={keepQueryAndHash}>
      {label}
    </a>
  );
}
