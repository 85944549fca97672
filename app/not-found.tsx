import { defaultLocale, localizedPath, locales, type Locale } from "@/i18n/locales";

/**
 * Reached only for paths the middleware does not route (none in normal use): the localized 404 lives in
 * app/[locale]/not-found.tsx. A root layout is needed here because app/layout.tsx renders no <html>.
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
