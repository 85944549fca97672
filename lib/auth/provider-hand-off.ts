// The short page that sends the browser on to the identity provider's sign-out, after the site's own.
import escapeHtml from "escape-html";
import type { Locale } from "../../i18n/locales";
import { CACHE_CONTROL } from "../http/cache-control";
import { HAND_OFF_REFERRER_POLICY } from "../security/headers";

/**
 * A page, not a redirect: the sign-out form's own page allows form posts to land only on this site (its CSP's
 * form-action, which browsers apply to every redirect after the post, and which the static pages fix at build). A
 * refresh starts a new navigation, which form-action does not govern; the link is there for anyone it does not move.
 */
export function providerHandOff(locale: Locale, to: URL, text: { message: string; link: string }): Response {
  const href = escapeHtml(to.href);
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta http-equiv="refresh" content="0; url=${href}"><meta name="robots" content="noindex">
<title>${escapeHtml(text.message)}</title></head>
<body><p>${escapeHtml(text.message)}</p><p><a href="${href}">${escapeHtml(text.link)}</a></p></body></html>
`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": CACHE_CONTROL.noStore,
      "Referrer-Policy": HAND_OFF_REFERRER_POLICY,
    },
  });
}
