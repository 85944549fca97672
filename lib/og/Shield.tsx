/**
 * The committee's mark (public/icon.svg) as JSX Satori can draw: plain <svg> and <path>, attributes spelled as
 * React props. Keep the paths in step with public/icon.svg.
 */
export function Shield({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48">
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
