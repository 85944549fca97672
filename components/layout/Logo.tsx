import { ThaiText } from "@/components/content/ThaiText";

type Props = { href: string; name: string; subtitle: string; subtitleLang: string; homeLabel: string };

/**
 * The Committee's logo, 321x55 (spec: header, "Logo 321x55" linking home): a neutral mark (the shield of the
 * social cards and public/icon.svg, not a seal) and the Committee's name in both languages. The name is real text
 * in the page's Sarabun, so Thai is shaped correctly, stays sharp at any zoom and is read by screen readers; the
 * box keeps its 321:55 proportion and scales down with everything in it on a phone (container units, globals.css).
 */
export function Logo({ href, name, subtitle, subtitleLang, homeLabel }: Props) {
  return (
    <a href={href} className="logo">
      <svg className="logo-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M24 3 6 10v12c0 11.5 7.7 20.4 18 23 10.3-2.6 18-11.5 18-23V10L24 3Z" fill="#0b3a6e" />
        <path d="M24 8.5 11 13.6V22c0 8.6 5.5 15.4 13 17.7 7.5-2.3 13-9.1 13-17.7v-8.4L24 8.5Z" fill="#f5c542" />
        <path
          d="m17.5 24.5 4.5 4.5 9-10"
          fill="none"
          stroke="#0b3a6e"
          strokeWidth="3.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo-text">
        <span className="logo-name">
          <ThaiText text={name} />
        </span>
        <span className="logo-subtitle" lang={subtitleLang}>
          {subtitle}
        </span>
        {/* Said after the visible name, so the link's accessible name still starts with what sighted users see. */}
        <span className="sr-only">, {homeLabel}</span>
      </span>
    </a>
  );
}
