import { ThaiText } from "@/components/content/ThaiText";
import { Shield } from "@/lib/og/Shield";

type Props = { href: string; name: string; subtitle: string; subtitleLang: string; homeLabel: string };

/**
 * The Committee's logo, 321x55 (spec: header, "Logo 321x55" linking home): a neutral mark (the shield of the
 * social cards and public/icon.svg, not a seal) and the Committee's name in both languages. The name is real text
 * in the page's Sarabun, so Thai is shaped correctly, stays sharp at any zoom and is read by screen readers; the
 * box keeps its 321:55 proportion and scales down with everything in it on a phone (container units, site-header.css).
 */
export function Logo({ href, name, subtitle, subtitleLang, homeLabel }: Props) {
  return (
    <a href={href} className="logo">
      <Shield className="logo-mark" aria-hidden="true" focusable="false" />
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
