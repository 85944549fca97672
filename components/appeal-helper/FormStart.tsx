import { Words } from "@/components/content/Words";
import { stepHref } from "./use-step";

type Props = { text: string; hydrated: boolean; onStart: () => void };

/**
 * Under the check, the form's start: a link to step 1, so the check and the form's first step are two short pages on
 * a phone. A link before the scripts run (step 1 then loads as a page), a move within the page after.
 */
export function FormStart({ text, hydrated, onStart }: Props) {
  return (
    <p className="helper-start">
      <a
        className="button button-start"
        href={stepHref(1)}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          onStart();
        }}
      >
        <Words text={text} />
      </a>
    </p>
  );
}
