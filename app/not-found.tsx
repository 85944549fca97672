
/**
 * Reached only for paths the middleware does not route (none in normal use): the localized 404 lives in
 * app/[locale]/not-found.tsx. A root layout is needed here because app/layout.tsx renders no <html>.
 */
export default function GlobalNotFound() {
  return (
    <html lang="th">
      <body>
        <h1>ไม่พบหน้าที่ท่านต้องการ / Page not found</h1>
        <p>
          <a href="/">หน้าแรก</a> · <a href="/en">Home</a>
        </p>
      </body>
    </html>
  );
}
