// Snippets as React text parts, marked or not, never HTML.
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);

/** A snippet (see makeSnippet) as text parts to render as React text, marked or not: no innerHTML anywhere. */
export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  return snippet
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith("<mark>")
        ? { text: unescape(part.slice("<mark>".length, -"</mark>".length)), marked: true }
        : { text: unescape(part), marked: false },
    );
}
