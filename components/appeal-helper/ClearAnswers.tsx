import { Words } from "@/components/content/Words";
import { useEffect, useRef, useState } from "react";
import type { FormMessages } from "./messages";

type Props = { messages: FormMessages["form"]; onClear: () => void };

/**
 * "Clear my answers", asked twice: every answer goes at once and cannot be brought back, so the button first asks,
 * in place (no dialog to load), with "Yes, clear" and "Keep my answers". Keeping them puts focus back on the button.
 */
export function ClearAnswers({ messages: m, onClear }: Props) {
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  // Focus follows the change: to the question when it opens, back to the button when the visitor keeps the answers.
  useEffect(() => {
    if (!moved.current) return;
    (asking ? question.current : button.current)?.focus();
  }, [asking]);

  const ask = (next: boolean) => {
    moved.current = true;
    setAsking(next);
  };

  if (!asking) {
    return (
      <p className="helper-clear">
        <button ref={button} type="button" className="button-secondary" onClick={() => ask(true)}>
          <Words text={m.clear} />
        </button>
      </p>
    );
  }
  return (
    <div className="helper-clear helper-clear-ask" role="group" aria-labelledby="helper-clear-question">
      <p id="helper-clear-question" ref={question} tabIndex={-1}>
        <strong>
          <Words text={m.clearAsk} />
        </strong>
      </p>
      <div className="helper-actions">
        <button type="button" className="button-danger" onClick={onClear}>
          <Words text={m.clearYes} />
        </button>
        <button type="button" className="button-secondary" onClick={() => ask(false)}>
          <Words text={m.clearNo} />
        </button>
      </div>
    </div>
  );
}
