import localFont from "next/font/local";

/*
 * Sarabun, the typeface of Thai official documents, self-hosted from @fontsource (no font CDN is reachable at
 * build time). `display: optional`, not `swap`: on a slow first visit the preloaded font can arrive after the first
 * paint, and swapping it in then moved the text (CLS 0.067 measured on /FAQ); the next page uses it from cache.
 * Two families: the Thai subset and the Latin subset, so English text does not fall back to a system font; the Latin
 * faces are cut to what English pages use (scripts/fonts/subset-latin.sh, fonts/OFL.txt). Only 400 and 700 are
 * loaded: every extra weight is another request on a slow phone.
 */
export const sarabunThai = localFont({
  src: [
    { path: "../../node_modules/@fontsource/sarabun/files/sarabun-thai-400-normal.woff2", weight: "400" },
    { path: "../../node_modules/@fontsource/sarabun/files/sarabun-thai-700-normal.woff2", weight: "700" },
  ],
  variable: "--font-thai",
  display: "optional",
  fallback: ["Tahoma", "Leelawadee UI", "Noto Sans Thai", "sans-serif"],
  declarations: [{ prop: "unicode-range", value: "U+0E01-0E5B, U+200C-200D, U+25CC" }],
});

export const sarabunLatin = localFont({
  src: [
    { path: "./fonts/sarabun-latin-400.woff2", weight: "400" },
    { path: "./fonts/sarabun-latin-700.woff2", weight: "700" },
  ],
  variable: "--font-latin",
  display: "optional",
  fallback: ["Arial", "sans-serif"],
  declarations: [
    {
      prop: "unicode-range",
      // What scripts/fonts/subset-latin.sh keeps: the browser asks this face for nothing it does not hold.
      value:
        "U+0020-007E, U+00A0, U+00A9, U+00AB, U+00AE, U+00B0, U+00B7, U+00BB, U+00D7, U+2010-2014, U+2018-201D, U+2022, U+2026, U+2039-203A, U+20AC, U+2122, U+2212",
    },
  ],
});
