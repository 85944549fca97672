import type { Ref } from "react";
import { Words } from "@/components/content/Words";

/** The step counter's id: each step's heading names it as its description, so the counter is read with the heading. */
export const STEP_COUNT_ID = "appeal-step-count";

/**
 * A group's legend. On the helper's one-step screens it is also the step's heading (GOV.UK's "legend as the page
 * heading"): one heading, read once, where a heading above the legend said the same words twice.
 */
export function GroupLegend({ text, headingRef }: { text: string; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <legend>
      {headingRef ? (
        <h3 className="helper-step-title" tabIndex={-1} ref={headingRef} aria-describedby={STEP_COUNT_ID}>
          <Words text={text} />
        </h3>
      ) : (
        <Words text={text} />
      )}
    </legend>
  );
}
