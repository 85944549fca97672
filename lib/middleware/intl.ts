/** Owns the middleware's one next-intl router (i18n/routing.ts): the last step, and the page answer of other steps. */
import createIntlMiddleware from "next-intl/middleware";
import { routing } from "../../i18n/routing";

export const intl = createIntlMiddleware(routing);
