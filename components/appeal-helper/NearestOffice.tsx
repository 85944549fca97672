"use client";

import { KeptWordsProvider, Words } from "@/components/content/Words";
import { useState } from "react";
import { regionTag, type Locale } from "@/i18n/locales";
import { nearest, type LatLng } from "@/lib/geo/haversine";
import { useHydrated } from "./helper-store";
import { fill, type HelperMessages } from "./messages";

type Place = { id: string; name: string; location: LatLng };
/** `words`: the words to keep whole in its text, listed by the server (KeptWordsProvider). */
type Props = { locale: Locale; places: Place[]; messages: HelperMessages["offices"]; words: string };
type State =
  { kind: "idle" | "locating" } | { kind: "found"; text: string; id: string } | { kind: "error"; text: string };

/**
 * "Nearest to me", where there is more than one place to go (OfficeList): asks the browser for the visitor's position only when the button is pressed, and measures the
 * distance here (haversine, spec section 9). The position is never sent anywhere or stored.
 */
export function NearestOffice({ locale, places, messages: m, words }: Props) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const hydrated = useHydrated();

  const locate = () => {
    if (!("geolocation" in navigator)) return setState({ kind: "error", text: m.unsupported });
    setState({ kind: "locating" });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const found = nearest({ lat: coords.latitude, lng: coords.longitude }, places);
        if (!found) return setState({ kind: "error", text: m.unavailable });
        const km = new Intl.NumberFormat(regionTag[locale], { maximumFractionDigits: 2 }).format(found.km);
        setState({ kind: "found", id: found.place.id, text: fill(m.nearest, { name: found.place.name, km }) });
      },
      (error) => setState({ kind: "error", text: error.code === error.PERMISSION_DENIED ? m.denied : m.unavailable }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  };

  return (
    <KeptWordsProvider words={words}>
      <div className="nearest-office" data-hydrated={hydrated || undefined}>
        <button type="button" className="button-secondary" onClick={locate} disabled={state.kind === "locating"}>
          <Words text={m.find} />
        </button>
        <p className="field-hint">
          <Words text={m.privacy} />
        </p>
        <p className={`nearest-result${state.kind === "error" ? " nearest-error" : ""}`} role="status">
          {state.kind === "locating" && <Words text={m.locating} />}
          {state.kind === "found" && (
            <a href={`#office-${state.id}`}>
              <Words text={state.text} />
            </a>
          )}
          {state.kind === "error" && <Words text={state.text} />}
        </p>
      </div>
    </KeptWordsProvider>
  );
}
