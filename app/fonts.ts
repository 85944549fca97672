import localFont from "next/font/local";

/*
 * Sarabun, the typeface of Thai official documents, self-hosted from @fontsource (no font CDN is reachable at
 * build time). `display: optional`, not `swap`: on a slow first visit the preloaded font can arrive after the first
 * paint, and swapping it in then moved the text (CLS 0.067 measured on /FAQ); the next page uses it from cache. Two families: the Thai subset and the Latin subset, so English text does not fall back to a system
 * font. Only 400 and 700 are loaded: every extra weight is another request on a slow phone.
 */
export const sarabunThai = localFont({
  src: [
    { path: "../node_modules/@fontsource/sarabun/files/sarabun-thai-400-normal.woff2", weight: "400" },
    { path: "../node_modules/@fontsource/sarabun/files/sarabun-thai-700-normal.woff2", weight: "700" },
  ],
  variable: "--font-thai",
  display: "optional",
  fallback: ["Tahoma", "Leelawadee UI", "Noto Sans Thai", "sans-serif"],
  declarations: [{ prop: "unicode-range", value: "U+0E01-0E5B, U+200C-200D, U+25CC" }],
});

export const sarabunLatin = localFont({
  src: [
    { path: "../node_modules/@fontsource/sarabun/files/sarabun-latin-400-normal.woff2", weight: "400" },
    { path: "../node_modules/@fontsource/sarabun/files/sarabun-latin-700-normal.woff2", weight: "700" },
  ],
  variable: "--font-latin",
  display: "optional",
  fallback: ["Arial", "sans-serif"],
  declarations: [
    {
      prop: "unicode-range",
      value: "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
});
