// A social card rendered to a PNG response (next/og).
import { ImageResponse } from "next/og";
import { Card } from "./Card";
import { CARD_SIZE, type CardData } from "./card-data";
import type { CardFonts } from "./fonts";

/** The card as a PNG response (next/og: Satori draws SVG, resvg turns it into a PNG). */
export function renderCard(card: CardData, fonts: CardFonts, headers?: HeadersInit) {
  return new ImageResponse(<Card card={card} />, { ...CARD_SIZE, fonts, headers });
}
