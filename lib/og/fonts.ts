import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ImageResponse } from "next/og";
import { LATIN_FAMILY, THAI_FAMILY } from "./Card";

export type CardFonts = NonNullable<NonNullable<ConstructorParameters<typeof ImageResponse>[1]>["fonts"]>;

/*
 * Committed font files, in formats Satori reads (TTF and WOFF; never WOFF2). Every glyph a card can draw must be in
 * one of them: for a missing glyph Satori tries to download a font from Google, which fails without internet.
 * Read at build time only: the cards are prerendered (app/api/og), so the server never opens these at run time.
 */
const FILES = [
  { name: THAI_FAMILY, file: "Loma.ttf", weight: 400 },
  { name: THAI_FAMILY, file: "Loma-Bold.ttf", weight: 700 },
  { name: LATIN_FAMILY, file: "sarabun-latin-400-normal.woff", weight: 400 },
  { name: LATIN_FAMILY, file: "sarabun-latin-700-normal.woff", weight: 700 },
] as const;

const FONT_DIR = join(process.cwd(), "lib", "og", "fonts");

let loaded: Promise<CardFonts> | undefined;

export function loadCardFonts(): Promise<CardFonts> {
  loaded ??= Promise.all(
    FILES.map(async ({ name, file, weight }) => ({
      name,
      data: await readFile(join(FONT_DIR, file)),
      weight,
      style: "normal" as const,
    })),
  );
  return loaded;
}
