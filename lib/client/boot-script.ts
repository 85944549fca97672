/**
 * The one inline script, run in <head> before the first paint, so nothing flashes or moves when the overlays show.
 * It works before React hydrates and costs no bundle bytes:
 * - marks <html class="js"> (CSS keeps no-JS fallbacks for the menus otherwise);
 * - the consent sheet: `show-terms` while the terms are neither accepted (localStorage `modal`) nor closed for now,
 *   `show-cookies` while cookies are neither accepted (localStorage `cookies`) nor declined for now; the "for now"
 *   choices are session cookies (lib/client/consent-flags.ts), so they hold in every tab until the browser closes.
 *   The sheet is fixed to the bottom of the screen over the page: shown by a class before the first paint, it
 *   shifts nothing;
 * - the splash (spec section 2): the front door's. It shows on the home page only, once per browser session (the
 *   session cookie `splash-seen`, set by any first page of the session), and only while something is still to be
 *   asked. A visitor who arrives on a page by its address or a shared link came for that page: it is not covered.
 *   It counts down 10 → 0 and hides on skip, on Escape (it is a modal dialog), on timeout or when a navigation
 *   starts (a link click or back/forward). Escape is taken first (capture) and marked handled, so the same press
 *   does not also answer the consent sheet that shows next;
 * - header search: until the search panel's script has taken over (`data-ready`), a tap on its toggle opens it, so a
 *   visitor on a slow phone can type before the framework arrives (it starts after the first paint).
 * Storage can throw (private modes, blocked storage): then both questions are asked; without cookies there is no
 * splash, since it could not be remembered.
 * The page goes inert at DOMContentLoaded, but the skip button takes focus only at `load`: focusing lays the page out
 * at once, and before the preloaded fonts are in, that layout used the fallback font and the splash moved when they
 * came (CLS 0.067 once the framework scripts no longer ran first). Until then, Tab still reaches the splash: the page
 * under it is inert.
 */
import { localizedPath, locales } from "../../i18n/locales";
import { SESSION, SESSION_COOKIE_ATTRIBUTES, STORED } from "./consent-flags";

/** Spec section 9: the splash counts down from 10. */
export const SPLASH_SECONDS = 10;

/** The front doors: `/` and `/en`. */
const HOME_PATHS = locales.map((locale) => localizedPath(locale, "/"));

const js = JSON.stringify;

/**
 * The script's text. The pages rendered per request allow it by its hash (lib/security/boot-script-hashes.ts), so
 * its text must depend on nothing but these two arguments (and constants).
 */
export function bootScript(splashEnabled: boolean, seconds: number): string {
  return `(function(){var d=document.documentElement;d.classList.add("js");
function has(n){return(" "+document.cookie+";").indexOf(" "+n+"=1;")>=0}
function stored(k){try{return localStorage.getItem(k)==="true"}catch(e){return false}}
var terms=!stored(${js(STORED.terms)})&&!has(${js(SESSION.termsClosed)}),cookies=!stored(${js(STORED.cookies)})&&!has(${js(SESSION.cookiesDeclined)});
if(terms)d.classList.add("show-terms");if(cookies)d.classList.add("show-cookies");
document.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest(".search-toggle"),x=b&&b.closest(".search-box");if(!x||x.dataset.ready)return;x.dataset.open="true";b.setAttribute("aria-expanded","true");var i=x.querySelector("input");if(i)i.focus()});
var seen=has(${js(SESSION.splashSeen)});if(!seen)document.cookie=${js(`${SESSION.splashSeen}=1${SESSION_COOKIE_ATTRIBUTES}`)};
if(!(${splashEnabled ? "true" : "false"}&&(terms||cookies)&&!seen&&navigator.cookieEnabled&&${js(HOME_PATHS)}.indexOf(location.pathname)>=0&&document.referrer.indexOf(location.origin+"/")!==0))return;
d.classList.add("show-splash");var n=${seconds},timer,done=false;
function site(){return document.getElementById("site")}
function hide(){if(done)return;done=true;clearInterval(timer);d.classList.remove("show-splash");var s=site();if(s)s.removeAttribute("inert")}
timer=setInterval(function(){n=Math.max(n-1,0);var c=document.getElementById("splash-count");if(c)c.textContent=String(n);if(n===0)setTimeout(hide,250)},1000);
document.addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest("#splash-skip,a[href]"))hide()},true);
addEventListener("popstate",hide);
document.addEventListener("keydown",function(e){if(e.key==="Escape"&&!done){e.preventDefault();hide()}},true);
function hold(){if(done)return;var s=site();if(s)s.setAttribute("inert","")}
function focusSkip(){hold();if(done)return;var b=document.getElementById("splash-skip");if(b&&document.activeElement!==b)b.focus()}
document.addEventListener("DOMContentLoaded",hold);addEventListener("load",focusSkip);
})();`;
}
