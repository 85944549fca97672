import type { SVGProps } from "react";

/**
 * The committee's mark, drawn once: the header's logo and the social cards both render this component, and
 * public/icon.svg (the browser tab's icon, a file because browsers fetch it by URL) is the same drawing, held equal by
 * tests/unit/shield.test.ts. Plain <svg> and <path> with attributes as React props, which Satori can draw too. The
 * caller adds its size or class and, in a page, hides it from screen readers (the name next to it says it all).
 */
export function Shield(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 48 48" {...props}>
      <path d="M24 3 6 10v12c0 11.5 7.7 20.4 18 23 10.3-2.6 18-11.5 18-23V10L24 3Z" fill="#0b3a6e" />
      <path d="M24 8.5 11 13.6V22c0 8.6 5.5 15.4 13 17.7 7.5-2.3 13-9.1 13-17.7v-8.4L24 8.5Z" fill="#f5c542" />
      <path
        d="m17.5 24.5 4.5 4.5 9-10"
        fill="none"
        stroke="#0b3a6e"
        strokeWidth={3.6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
