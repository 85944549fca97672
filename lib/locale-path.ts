/**
 * Kept only so middleware.ts (being restructured separately) keeps building: the locale helpers live in
 * i18n/locales.ts. Import from there; delete this file once middleware.ts does.
 */
export { localizedPath, splitLocale, switchLocalePath } from "../i18n/locales";
