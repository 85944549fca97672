import Link from "next/link";
import type { NavLink } from "@/lib/navigation";

/**
 * A section's pages as list items, the current page marked: shared by the desktop dropdowns and the phone menu.
 * No prefetch: these links sit in closed menus, and a phone's first visit should not fetch pages nobody opened.
 */
export function SectionLinks({ links, current }: { links: NavLink[]; current: string | null }) {
  return links.map((link) => (
    <li key={link.path}>
      <Link href={link.href} prefetch={false} aria-current={current === link.href ? "page" : undefined}>
        {link.label}
      </Link>
    </li>
  ));
}
