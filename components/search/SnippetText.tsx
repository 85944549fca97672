import { snippetParts } from "@/lib/search/snippet-parts";
import { ThaiText } from "@/components/content/ThaiText";

/** A search snippet with the visitor's words in <mark>, rendered as text (no innerHTML); Thai words kept whole. */
export function SnippetText({ snippet }: { snippet: string }) {
  return (
    <>
      {snippetParts(snippet).map((part, i) =>
        part.marked ? (
          <mark key={i}>
            <ThaiText text={part.text} />
          </mark>
        ) : (
          <ThaiText key={i} text={part.text} />
        ),
      )}
    </>
  );
}
