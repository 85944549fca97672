import { snippetParts } from "@/lib/search/snippet-parts";

/** A search snippet with the visitor's words in <mark>, rendered as text (no innerHTML). */
export function SnippetText({ snippet }: { snippet: string }) {
  return <>{snippetParts(snippet).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}
