// What the frame around every page shows: from content/, the footer's contacts, the splash, the terms' title; from the
// deployment, the analytics script.
import "server-only";
import type { Locale } from "../../i18n/locales";
import { analyticsSettings, type AnalyticsSettings } from "../analytics-settings";
import { loadContacts } from "./data";
import { loadOverlayText, loadSplash, type Splash } from "./overlays";
import type { Contacts } from "./schema";

export type SiteData = {
  contacts: Contacts;
  /** Also decides whether the boot script may show the splash at all. */
  splash: Splash;
  /** The consent sheet names the terms of use by their title. */
  termsTitle: string;
  /** The analytics script the browser may load once cookies are accepted, if the deployment names one. */
  analytics: AnalyticsSettings;
};

/** Read for every page, those rendered per request included: these files are bundled (lib/content/files.ts). */
export async function loadSiteData(locale: Locale): Promise<SiteData> {
  return {
    contacts: loadContacts(),
    splash: loadSplash(),
    termsTitle: (await loadOverlayText("terms", locale)).title,
    analytics: analyticsSettings(),
  };
}
