import type { ReactNode } from "react";

/**
 * The real document lives in app/[locale]/layout.tsx, which knows the language for <html lang>. The stylesheet is
 * imported there too, not here: CSS of the root segment is repeated in every page's RSC payload for the root
 * not-found boundary (a second 22 KB copy on every page, measured), and that boundary is never shown with it.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
