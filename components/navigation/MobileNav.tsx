"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import type { NavSection } from "@/lib/navigation";
import { SectionLinks } from "./SectionLinks";

type Props = {
  sections: NavSection[];
  menuLabel: string;
  navLabel: string;
  sectionLabels: Record<string, { overview: string; toggle: string }>;
};

/**
 * The phone menu, built on <details>: it opens and its sections expand with no JavaScript at all (slow networks,
 * script blocked), and the browser gives it the disclosure semantics. The script only closes it after a navigation,
 * because the layout (and so the open <details>) survives client-side route changes.
 */
export function MobileNav({ sections, menuLabel, navLabel, sectionLabels }: Props) {
  const pathname = usePathname();
  const root = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    root.current?.querySelectorAll("details").forEach((el) => (el.open = false));
    if (root.current) root.current.open = false;
  }, [pathname]);

  return (
    <details className="mobile-nav" ref={root}>
      <summary className="mobile-nav-button">
        <span className="burger" aria-hidden="true" />
        {menuLabel}
      </summary>
      <nav aria-label={navLabel} className="mobile-nav-panel">
        <ul>
          {sections.map((section) =>
            section.children.length === 0 ? (
              <li key={section.path}>
                <Link href={section.href} aria-current={pathname === section.href ? "page" : undefined}>
                  {section.label}
                </Link>
              </li>
            ) : (
              <li key={section.path}>
                <details className="collapse">
                  <summary>{section.label}</summary>
                  <ul>
                    <li>
                      <Link href={section.href} aria-current={pathname === section.href ? "page" : undefined}>
                        {sectionLabels[section.path]?.overview}
                      </Link>
                    </li>
                    <SectionLinks links={section.children} pathname={pathname} />
                  </ul>
                </details>
              </li>
            ),
          )}
        </ul>
      </nav>
    </details>
  );
}
