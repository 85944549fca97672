import Link from "next/link";
import type { NavLink } from "@/lib/navigation";

/** A section's pages as list items, the current page marked: shared by the desktop dropdowns and the phone menu. */
export function SectionLinks({ links, pathname }: { links: NavLink[]; pathname: string }) {
  return links.map((link) => (
    <li key={link.path}>
      <Link href={link.href} aria-current={pathname === link.href ? "page" : undefined}>
        {link.label}
      </Link>
    </li>
  ));
}
