import { useEffect, useRef } from "react";

/**
 * Inputs here are uncontrolled: React's controlled inputs reset at hydration whatever a visitor typed or
 * ticked before the scripts arrived. The stored answers still drive them: when the stored value changes after mount
 * (another field showing the same answer, "clear", "start again"), it is written into the element, unless the
 * element holds something else the visitor typed that the store has not seen yet (typing before hydration, which the
 * helper reads on mount). The first render writes nothing: at hydration the store is still the server's empty one.
 */
export function useDomSync<T>(value: T, read: () => T | undefined, write: (value: T) => void): void {
  const previous = useRef(value);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (Object.is(before, value)) return;
    const shown = read();
    if (Object.is(shown, value)) return;
    // Empty (nothing typed, nothing ticked) or still the old stored value: the element has nothing of its own to keep.
    if (Object.is(shown, before) || shown === undefined || shown === "" || shown === false) write(value);
  });
}
