/** HTML we rendered ourselves at build time from content/ Markdown (no raw HTML passes the renderer). */
export function Prose({ html, className = "prose" }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
