import { thaiParts } from "@/lib/text/thai-words";
import { TextParts } from "./TextParts";

/**
 * A string from the registry or the messages, with its Thai words kept whole at line ends (lib/text/thai-words.ts).
 * Server side only: the dictionary stays on the server; client components take `thaiParts(text)` as a prop and
 * draw it with <TextParts>. `budget` limits the protected terms kept whole in large headings (HEADING_BUDGET).
 */
export function ThaiText({ text, budget }: { text: string; budget?: number }) {
  return <TextParts parts={thaiParts(text, budget)} />;
}
