import { HEADING_BUDGET } from "@/lib/text/thai-word-list";
import { ThaiText } from "./ThaiText";

/** A page title (h1) from frontmatter, as the content pipeline renders one: terms a phone line holds stay whole. */
export function NoBreakTitle({ text }: { text: string }) {
  return <ThaiText text={text} budget={HEADING_BUDGET.h1} />;
}
