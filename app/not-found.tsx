import { defaultLocale, localizedPath, locales, type Locale } from "@/i18n/locales";

/**
 * Reached only for paths the middleware does not send to the localized 404 page (none in normal use): Next answers
 * here for a path a `dynamicParams = false` route did not build, whatever its language, so the middleware sends
 * unknown paths to app/[locale]/page-not-found first (lib/middleware/not-found.ts). A root layout is needed here
 * because app/layout.tsx renders no <html>.
 */
const TEXT: Record<Locale, { notFound: string; home: string }> = {
  th: { notFound: "ไม่พบหน้าที่ท่านต้องการ", home: "หน้าแรก" },
  en: { notFound: "Page not found", home: "Home" },
};

export default function GlobalNotFound() {
  return (
    <html lang={defaultLocale}>
      <body>
        <h1>
          {locales.map((l, i) => (
            <span key={l} lang={l}>
              {i > 0 && " / "}
              {TEXT[l].notFound}
            </span>
          ))}
        </h1>
        <p>
          {locales.map((l, i) => (
            <span key={l}>
              {i > 0 && " · "}
              <a href={localizedPath(l, "/")} lang={l}>
                {TEXT[l].home}
              </a>
            </span>
          ))}
        </p>
      </body>
    </html>
  );
}
