"use client";

import { useEffect, useRef, type KeyboardEvent } from "react";
import type { NavSection } from "@/lib/navigation";
import type { TextPart } from "@/lib/text/text-part";
import { SectionLinks } from "./SectionLinks";
import { TextParts } from "@/components/content/TextParts";

type Props = {
  sections: NavSection[];
  /** The current page's public path, from the server (null on the 404 page). */
  current: string | null;
  menuLabel: string;
  navLabel: string;
  sectionLabels: Record<string, { overview: string; overviewParts: TextPart[]; toggle: string }>;
};

/** Closes the menu and any section left expanded in it. */
function closeAll(menu: HTMLDetailsElement | null) {
  menu?.querySelectorAll("details").forEach((el) => (el.open = false));
  if (menu) menu.open = false;
}

function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>, menu: HTMLDetailsElement | null) {
  if (event.key !== "Escape" || !menu?.open) return;
  event.preventDefault();
  closeAll(menu);
  menu.querySelector("summary")?.focus();
}

/**
 * The phone menu, built on <details>: it opens and its sections expand with no JavaScript at all (slow networks,
 * script blocked), and the browser gives it the disclosure semantics. The script only closes it after a navigation,
 * because the layout (and so the open <details>) survives client-side route changes, on a tap on the cover and on
 * Escape.
 */
export function MobileNav({ sections, current, menuLabel, navLabel, sectionLabels }: Props) {
  const root = useRef<HTMLDetailsElement>(null);

  useEffect(() => closeAll(root.current), [current]);

  return (
    // Escape closes the open menu as it closes a dialog, and puts focus back on its button.
    <details className="mobile-nav" ref={root} onKeyDown={(event) => closeOnEscape(event, root.current)}>
      <summary className="mobile-nav-button">
        <span className="burger" aria-hidden="true" />
        {menuLabel}
      </summary>
      <nav aria-label={navLabel} className="mobile-nav-panel">
        <ul>
          {sections.map((section) =>
            section.children.length === 0 ? (
              <li key={section.path}>
                <a href={section.href} aria-current={current === section.href ? "page" : undefined}>
                  <TextParts parts={section.parts} />
                </a>
              </li>
            ) : (
              <li key={section.path}>
                <details className="collapse">
                  <summary>
                    <TextParts parts={section.parts} />
                  </summary>
                  <ul>
                    <li>
                      <a href={section.href} aria-current={current === section.href ? "page" : undefined}>
                        <TextParts parts={sectionLabels[section.path]?.overviewParts ?? []} />
                      </a>
                    </li>
                    <SectionLinks links={section.children} current={current} />
                  </ul>
                </details>
              </li>
            ),
          )}
        </ul>
      </nav>
      {/* <details> content, so shown only while the menu is open: dims and covers the page (mobile-nav.css). */}
      <div className="mobile-nav-cover" aria-hidden="true" onClick={() => closeAll(root.current)} />
    </details>
  );
}
