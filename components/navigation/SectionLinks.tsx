import type { NavLink } from "@/lib/navigation";
import { TextParts } from "@/components/content/TextParts";

/**
 * A section's pages as list items, the current page marked: shared by the desktop dropdowns and the phone menu.
 * Plain links, like every link of the site: nothing is fetched ahead of a click (eslint.config.mjs says why).
 */
export function SectionLinks({ links, current }: { links: NavLink[]; current: string | null }) {
  return links.map((link) => (
    <li key={link.path}>
      <a href={link.href} aria-current={current === link.href ? "page" : undefined}>
        <TextParts parts={link.parts} />
      </a>
    </li>
  ));
}
