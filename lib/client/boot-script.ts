/**
 * The one inline script, run in <head> before the first paint, so nothing flashes before the overlays (spec: the
 * splash is "shown first"). It works before React hydrates and costs no bundle bytes:
 * - marks <html class="js"> (CSS keeps no-JS fallbacks for the menus otherwise);
 * - splash: once per visit (this tab's session), never over a page reached from inside the site (a same-origin
 *   referrer: a link opened in a new tab starts no new visit), counts down 10 → 0, hides on skip, on timeout or
 *   when a navigation starts (a link click or back/forward), and tells the rest of the page with `splash:hidden`;
 * - cookie banner: shown while localStorage has no `cookies` flag (spec section 2) and the visitor has not declined
 *   during this visit (sessionStorage `cookies-declined`): every link is a full page load, and "decline" in the
 *   spec's single-page app lasted the visit, not the page;
 * - header search: until the search panel's script has taken over (`data-ready`), a tap on its toggle opens it, so a
 *   visitor on a slow phone can type before the framework arrives (it starts after the first paint).
 * Storage can throw (private modes, blocked storage): then the splash is skipped and the banner shown.
 * The page goes inert at DOMContentLoaded, but the skip button takes focus only at `load`: focusing lays the page out
 * at once, and before the preloaded fonts are in, that layout used the fallback font and the splash moved when they
 * came (CLS 0.067 once the framework scripts no longer ran first). Until then, Tab still reaches the splash: the page
 * under it is inert.
 */
/** Spec section 9: the splash counts down from 10. */
export const SPLASH_SECONDS = 10;

/**
 * The script's text. The pages rendered per request allow it by its hash (lib/security/boot-script-hashes.ts), so
 * its text must depend on nothing but these two arguments.
 */
export function bootScript(splashEnabled: boolean, seconds: number): string {
  return `(function(){var d=document.documentElement;d.classList.add("js");
try{if(!localStorage.getItem("cookies")&&!sessionStorage.getItem("cookies-declined"))d.classList.add("show-cookies")}catch(e){d.classList.add("show-cookies")}
document.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest(".search-toggle"),x=b&&b.closest(".search-box");if(!x||x.dataset.ready)return;x.dataset.open="true";b.setAttribute("aria-expanded","true");var i=x.querySelector("input");if(i)i.focus()});
var show=false;try{var inside=document.referrer.indexOf(location.origin+"/")===0;show=${splashEnabled ? "true" : "false"}&&!inside&&!sessionStorage.getItem("splash-seen");sessionStorage.setItem("splash-seen","1")}catch(e){show=false}
if(!show){window.__splashDone=true;return}
d.classList.add("show-splash");var n=${seconds},timer;
function site(){return document.getElementById("site")}
function hide(){if(window.__splashDone)return;window.__splashDone=true;clearInterval(timer);d.classList.remove("show-splash");var s=site();if(s)s.removeAttribute("inert");document.dispatchEvent(new Event("splash:hidden"))}
timer=setInterval(function(){n=Math.max(n-1,0);var c=document.getElementById("splash-count");if(c)c.textContent=String(n);if(n===0)setTimeout(hide,250)},1000);
document.addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest("#splash-skip,a[href]"))hide()},true);
addEventListener("popstate",hide);window.__hideSplash=hide;
function hold(){if(window.__splashDone)return;var s=site();if(s)s.setAttribute("inert","")}
function focusSkip(){hold();if(window.__splashDone)return;var b=document.getElementById("splash-skip");if(b&&document.activeElement!==b)b.focus()}
document.addEventListener("DOMContentLoaded",hold);addEventListener("load",focusSkip);
})();`;
}
