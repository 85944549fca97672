"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { cutText, parseKeptWords, type KeptWords } from "@/lib/text/kept-words";
import { TextParts } from "./TextParts";

const KeptWordsContext = createContext<KeptWords | null>(null);

/**
 * The words to keep whole in the client components inside, as the server listed them for their strings
 * (keptWordList in lib/text/kept-word-list.ts): a few hundred bytes instead of the whole list.
 */
export function KeptWordsProvider({ words, children }: { words: string; children: ReactNode }) {
  const parsed = useMemo(() => parseKeptWords(words), [words]);
  return <KeptWordsContext value={parsed}>{children}</KeptWordsContext>;
}

/**
 * A message drawn as text in a client component, with its Thai words kept whole at line ends (as <ThaiText> does on
 * the server). Attributes (aria-label, placeholder) take the plain string instead. Outside a provider: plain text.
 */
export function Words({ text }: { text: string }) {
  const words = useContext(KeptWordsContext);
  return words ? <TextParts parts={cutText(text, words)} /> : text;
}
