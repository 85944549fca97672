"use client";

/**
 * "Cookie settings" at the foot of every page: shows the cookie question of the consent sheet again, so a visitor
 * can withdraw (or give) consent at any time, as the PDPA expects withdrawing to be as easy as giving. Hidden without
 * JavaScript, when no analytics can run anyway (cookie-settings-button.css).
 */
export function CookieSettingsButton({ label }: { label: string }) {
  const reopen = () => {
    document.documentElement.classList.add("show-cookies");
    document.querySelector<HTMLElement>(".consent-cookies button")?.focus();
  };
  return (
    <button type="button" className="link-button cookie-settings" onClick={reopen}>
      {label}
    </button>
  );
}
