/**
 * Social-card render time. The cards are prerendered at build (app/api/og is force-static), so a visitor's request
 * is a file read: timed over HTTP cold (first request after the server starts) and warm. What the build pays per
 * card is the renderer itself, timed in this process: cold (first card: WebAssembly and fonts load) and warm.
 */
import type { Locale } from "../../../i18n/locales";
import { performance } from "node:perf_hooks";
import en from "../../../messages/en.json";
import th from "../../../messages/th.json";
import { cardData } from "../../../lib/og/card-data";
import { loadCardFonts } from "../../../lib/og/fonts";
import { renderCard } from "../../../lib/og/render";

const OG_PATHS = ["/api/og/th", "/api/og/en/Law/act", "/api/og/th/Public/Appealprocess"];

export type OgTimes = { label: string; coldMs: number; warmMs: number; bytes: number; status: number };

const medianOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timedGet(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes, status: response.status };
}

export async function ogOverHttp(base: string): Promise<OgTimes[]> {
  const out: OgTimes[] = [];
  for (const path of OG_PATHS) {
    const cold = await timedGet(base + path);
    const warm: number[] = [];
    for (let i = 0; i < 5; i++) warm.push((await timedGet(base + path)).ms);
    out.push({ label: `GET ${path}`, coldMs: cold.ms, warmMs: medianOf(warm), bytes: cold.bytes, status: cold.status });
  }
  return out;
}

export async function ogRender(): Promise<OgTimes> {
  const messages = { th, en };
  const card = (locale: Locale, path: string, title: string) =>
    cardData(locale, path, {
      title,
      committee: messages[locale].site.name,
      tagline: messages[locale].site.tagline,
      host: "localhost",
    });
  const cards = [
    card("th", "/Public/Appealprocess", "การอุทธรณ์ต่อคณะกรรมการคุ้มครองข้อมูลเครดิต"),
    card("en", "/Law/act", "Credit Information Business Act"),
    card("th", "/FAQ", "คำถามที่พบบ่อย ผู้ที่ข้อมูล"),
  ];
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 7; i++) {
    const started = performance.now();
    const response = renderCard(cards[i % cards.length], await loadCardFonts());
    bytes = (await response.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
  }
  return {
    label: "render in process (next/og)",
    coldMs: times[0],
    warmMs: medianOf(times.slice(1)),
    bytes,
    status: 200,
  };
}
