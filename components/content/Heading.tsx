import type { ReactNode } from "react";

/** The heading levels a part placed at more than one depth of a page may take. */
export type HeadingLevel = 2 | 3;

/**
 * A heading whose level its place in the page decides (one below the heading it stands under), so the same part keeps
 * the outline whole whether it sits straight under the page's h1 or inside a section.
 */
export function Heading({ level, children, ...rest }: { level: HeadingLevel; id?: string; className?: string; children: ReactNode }) {
  const Tag = level === 2 ? "h2" : "h3";
  return <Tag {...rest}>{children}</Tag>;
}
