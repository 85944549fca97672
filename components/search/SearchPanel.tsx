"use client";

import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from "react";
import { ResultPlace } from "./ResultPlace";

export type SearchPanelStrings = {
  toggle: string;
  close: string;
  label: string;
  placeholder: string;
  submit: string;
  liveResults: string;
  resultCountOne: string;
  /** Contains {count}. */
  resultCount: string;
  noResults: string;
  error: string;
  /** Contains {count}. */
  seeAllCount: string;
  placeLabel: string;
  homePlace: string;
};

type Item = { title: string; description: string; url: string; image: string; place: string[] };
/** `total`: how many pages match in all (the API's count, the same the results page shows), not how many are listed. */
type Live = { status: "idle" | "loading" | "done" | "error"; results: Item[]; total: number };

const DEBOUNCE_MS = 250;
/** The best few: the panel lists them whole, and links to the results page for the rest. */
const LIVE_LIMIT = 5;
const IDLE: Live = { status: "idle", results: [], total: 0 };

/**
 * The header search (spec section 2): a toggle opens a panel with the GET search form; as the visitor types, the
 * best pages appear below (matching runs on the server: /api/search). Without JavaScript the CSS shows the plain
 * form and no toggle, and Enter opens the results page. Choosing a result, Escape or the toggle closes the panel and
 * clears the keyword and results (spec section 4).
 * Before hydration the boot script opens the panel on a tap of the toggle (lib/client/boot-script.ts), and the input
 * is uncontrolled: on mount this component takes over whatever was opened and typed by then, where a controlled
 * input would reset it at hydration.
 */
export function SearchPanel({
  locale,
  action,
  maxLength,
  strings,
}: {
  locale: string;
  action: string;
  /** The query's longest length (MAX_QUERY_LENGTH), handed down so this client leaf does not bundle the schema. */
  maxLength: number;
  strings: SearchPanelStrings;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [live, setLive] = useState<Live>(IDLE);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; abort?: AbortController }>({});
  const panelId = useId();

  const cancel = () => {
    clearTimeout(pending.current.timer);
    pending.current.abort?.abort();
  };

  const close = (returnFocus: boolean) => {
    cancel();
    setOpen(false);
    setQuery("");
    if (input.current) input.current.value = "";
    setLive(IDLE);
    if (returnFocus) toggle.current?.focus();
  };

  // A click outside the open panel closes it, as people expect of a dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  });

  const onInput = (value: string) => {
    setQuery(value);
    cancel();
    const q = value.trim();
    if (!q) return setLive(IDLE);
    setLive((l) => ({ ...l, status: "loading" }));
    const abort = new AbortController();
    pending.current = {
      abort,
      timer: setTimeout(async () => {
        try {
          const params = new URLSearchParams({ q, locale, limit: String(LIVE_LIMIT) });
          const response = await fetch(`/api/search?${params}`, { signal: abort.signal });
          if (!response.ok) throw new Error(String(response.status));
          const body = (await response.json()) as { results: Item[]; total: number };
          setLive({ status: "done", results: body.results, total: body.total });
        } catch {
          if (!abort.signal.aborted) setLive({ ...IDLE, status: "error" });
        }
      }, DEBOUNCE_MS),
    };
  };

  // Take over what happened before hydration: the panel opened by the boot script, a keyword already typed. Once, on
  // mount (an effect event: it reads the render's own handlers without making them the effect's dependencies); later
  // changes arrive through the handlers.
  const takeOver = useEffectEvent(() => {
    const box = root.current;
    if (!box) return;
    box.dataset.ready = "true";
    if (box.dataset.open === "true") setOpen(true);
    if (input.current?.value) onInput(input.current.value);
  });
  useEffect(() => takeOver(), []);

  // Arrows move between the input and the result links; Escape closes and returns to the toggle.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      return close(true);
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const stops = [input.current, ...(root.current?.querySelectorAll<HTMLElement>(".search-live a") ?? [])];
    const at = stops.indexOf(document.activeElement as HTMLElement);
    if (at === -1 || stops.length < 2) return;
    event.preventDefault();
    const next = event.key === "ArrowDown" ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
    stops[next]?.focus();
  };

  const count = live.total;
  const announcement =
    live.status === "error"
      ? strings.error
      : live.status !== "done"
        ? ""
        : count === 0
          ? strings.noResults
          : count === 1
            ? strings.resultCountOne
            : strings.resultCount.replace("{count}", String(count));

  return (
    <div className="search-box" data-open={open} ref={root} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="search-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close(false) : (setOpen(true), requestAnimationFrame(() => input.current?.focus())))}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className={open ? "sr-only" : undefined}>{open ? strings.close : strings.toggle}</span>
      </button>
      <div id={panelId} className="search-panel">
        <form role="search" action={action} method="get" className="search-form search-header">
          <label htmlFor={`${panelId}-q`} className="sr-only">
            {strings.label}
          </label>
          <input
            ref={input}
            id={`${panelId}-q`}
            name="q"
            type="search"
            maxLength={maxLength}
            required
            defaultValue=""
            onChange={(e) => onInput(e.target.value)}
            placeholder={strings.placeholder}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit">{strings.submit}</button>
        </form>
        <p role="status" aria-live="polite" className={live.status === "done" ? "search-live-status" : "sr-only"}>
          {announcement}
        </p>
        {count > 0 && (
          <ul className="search-live" aria-label={strings.liveResults}>
            {live.results.map((item) => (
              <li key={item.url}>
                <a href={item.url} onClick={() => close(false)}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- optional index images are plain files */}
                  {item.image && <img src={item.image} alt="" width={48} height={48} loading="lazy" />}
                  <span className="search-live-title">{item.title}</span>
                  <ResultPlace
                    className="search-live-place"
                    place={item.place}
                    label={strings.placeLabel}
                    home={strings.homePlace}
                  />
                  <span className="search-live-description">{item.description}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {count > 0 && (
          <a className="search-see-all" href={`${action}?${new URLSearchParams({ q: query.trim() })}`}>
            {strings.seeAllCount.replace("{count}", String(count))}
          </a>
        )}
      </div>
    </div>
  );
}
