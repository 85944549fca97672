"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { NavSection } from "@/lib/navigation";
import type { TextPart } from "@/lib/text/text-part";
import { SectionLinks } from "./SectionLinks";
import { TextParts } from "@/components/content/TextParts";

type Props = {
  sections: NavSection[];
  /** The current page's public path, from the server (null on the 404 page). */
  current: string | null;
  navLabel: string;
  sectionLabels: Record<string, { overview: string; overviewParts: TextPart[]; toggle: string }>;
};

/** A hover menu must forgive a pointer that slips off for a moment on its way to the dropdown. */
const CLOSE_DELAY_MS = 200;

/**
 * Desktop menus as disclosures (not role=menu): each section is a link to its landing page plus a button that shows
 * its pages. The dropdown opens on hover, on focus of the section link and on click; it stays open while hovered and
 * closes with Escape (focus back on the button) or when focus leaves the section.
 */
export function DesktopNav({ sections, current, navLabel, sectionLabels }: Props) {
  // The open dropdown remembers the page it was opened on, so a navigation closes it without an effect.
  const [state, setState] = useState<{ section: string; on: string | null } | null>(null);
  const open = state?.on === current ? state.section : null;
  const setOpen = (section: string | null) => setState(section ? { section, on: current } : null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const show = (path: string) => {
    clearTimeout(closeTimer.current);
    setOpen(path);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(null), CLOSE_DELAY_MS);
  };
  const onKeyDown = (path: string) => (event: KeyboardEvent) => {
    if (event.key === "Escape" && open === path) {
      setOpen(null);
      buttons.current.get(path)?.focus();
    }
  };

  return (
    <nav className="desktop-nav" aria-label={navLabel}>
      <ul className="container">
        {sections.map((section) => {
          const inSection = current !== null && (current === section.href || current.startsWith(`${section.href}/`));
          if (section.children.length === 0) {
            return (
              <li key={section.path} className="nav-item">
                <a
                  href={section.href}
                  className="nav-link"
                  aria-current={current === section.href ? "page" : undefined}
                >
                  <TextParts parts={section.parts} />
                </a>
              </li>
            );
          }
          const isOpen = open === section.path;
          const id = `dropdown-${section.path.slice(1)}`;
          return (
            <li
              key={section.path}
              className={`nav-item has-dropdown${isOpen ? " open" : ""}${inSection ? " current" : ""}`}
              onMouseEnter={() => show(section.path)}
              onMouseLeave={hideSoon}
              onKeyDown={onKeyDown(section.path)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
              }}
            >
              <a
                href={section.href}
                className="nav-link"
                aria-current={current === section.href ? "page" : undefined}
                onFocus={() => show(section.path)}
              >
                <TextParts parts={section.parts} />
              </a>
              <button
                type="button"
                className="nav-toggle"
                aria-expanded={isOpen}
                aria-controls={id}
                aria-label={sectionLabels[section.path]?.toggle}
                ref={(el) => {
                  if (el) buttons.current.set(section.path, el);
                }}
                onClick={() => (isOpen ? setOpen(null) : show(section.path))}
              >
                <span className="chevron" aria-hidden="true" />
              </button>
              <ul className="dropdown" id={id}>
                <SectionLinks links={section.children} current={current} />
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
