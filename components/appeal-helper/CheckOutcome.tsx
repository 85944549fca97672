import { Heading, type HeadingLevel } from "@/components/content/Heading";
import { Words } from "@/components/content/Words";
import { localizedPath, type Locale } from "@/i18n/locales";
import { appealCalendarHref } from "@/lib/appeal-calendar/href";
import { formatDate } from "@/lib/format";
import type { ReactNode } from "react";
import { fill, fillParts, type CheckMessages } from "./messages";
import type { Deadline, NextStep, Outcome } from "./outcome";
import type { RegistryPath } from "@/lib/routes";

type M = CheckMessages["check"];
/**
 * `formHref`: where "fill in the appeal form" goes (the form on the same page, or the helper page's form); `level`: the
 * boxes' headings, h3 inside the helper's section, h2 straight under the answer page's h1.
 */
type Props = { locale: Locale; outcome: Outcome; messages: M; formHref: string; level?: HeadingLevel };

function daysLeftText(m: M["open"], days: number): string {
  if (days === 0) return m.lastDay;
  return days === 1 ? m.oneDayLeft : fill(m.daysLeft, { days });
}

/**
 * The plain answer: the last day the Committee must receive the appeal whenever the letter's date is known, first and
 * whatever the other answers were, then what to do about each step answered "no" or "not sure". Each box ends with its
 * basis: a section of the Act, or the Committee's appeal conditions.
 */
export function CheckOutcome({ locale, outcome, messages: m, formHref, level = 3 }: Props) {
  const contact = (
    <a href={localizedPath(locale, "/ContactUs" satisfies RegistryPath)}>
      <Words text={m.contact} />
    </a>
  );
  const { deadline, next } = outcome;
  return (
    <>
      {deadline?.status === "open" && (
        <OutcomeBox level={level} kind="open" title={m.open.title} basis={m.open.basis}>
          <p className="helper-deadline-line">
            <strong className="helper-deadline">
              <time dateTime={deadline.deadline}>{formatDate(locale, deadline.deadline)}</time>
            </strong>{" "}
            <Words text={daysLeftText(m.open, deadline.daysLeft)} />
          </p>
          <p>
            <Words text={m.open.body} />
          </p>
          <p>
            <Words text={next.length === 0 ? m.open.ready : m.open.pending} />
          </p>
          <p>
            {/* A file to open, not a page: `download` keeps the browser on this page. */}
            <a href={appealCalendarHref(deadline.letter, locale)} download>
              <Words text={m.open.calendar} />
            </a>
          </p>
          <FormLink href={formHref} text={m.open.next} />
        </OutcomeBox>
      )}
      {deadline?.status === "closed" && (
        <Closed locale={locale} deadline={deadline} m={m} contact={contact} level={level} />
      )}
      {next.map((step) => (
        <NextStepBox
          key={step}
          step={step}
          m={m}
          contact={contact}
          formHref={deadline ? undefined : formHref}
          level={level}
        />
      ))}
    </>
  );
}

function Closed(props: { locale: Locale; deadline: Deadline; m: M; contact: ReactNode; level: HeadingLevel }) {
  const { locale, deadline, m, contact, level } = props;
  const days = deadline.status === "closed" ? deadline.daysLate : 0;
  const ago = days === 1 ? m.closed.oneDayAgo : fill(m.closed.daysAgo, { days });
  return (
    <OutcomeBox level={level} kind="closed" title={m.closed.title} basis={m.closed.basis}>
      <p>
        {fillParts(m.closed.body, {
          deadline: (
            <strong className="helper-deadline">
              <time dateTime={deadline.deadline}>{formatDate(locale, deadline.deadline)}</time>
            </strong>
          ),
          ago: <Words text={ago} />,
          contact,
        })}
      </p>
    </OutcomeBox>
  );
}

/** What to do about one step answered "no" or "not sure"; without a letter, the form is offered with it. */
function NextStepBox(props: { step: NextStep; m: M; contact: ReactNode; formHref?: string; level: HeadingLevel }) {
  const { step, m, contact, formHref, level } = props;
  const { title, body, basis } = m[step];
  return (
    <OutcomeBox level={level} title={title} basis={basis}>
      <p>{fillParts(body, { contact })}</p>
      {/* Without the letter the form can still be filled in: its letter date is left blank. */}
      {step === "needLetter" && formHref && <FormLink href={formHref} text={m.open.next} />}
    </OutcomeBox>
  );
}

/** One answer's box: its heading, its basis last, and `kind` for the open and closed answers' colours. */
function OutcomeBox(props: {
  level: HeadingLevel;
  kind?: "open" | "closed";
  title: string;
  basis: string;
  children: ReactNode;
}) {
  const { level, kind, title, basis, children } = props;
  return (
    <div className={kind ? `helper-outcome helper-outcome-${kind}` : "helper-outcome"}>
      <Heading level={level}>
        <Words text={title} />
      </Heading>
      {children}
      <p className="helper-basis">
        <Words text={basis} />
      </p>
    </div>
  );
}

/** "Fill in the appeal form", as a paragraph of its own. */
function FormLink({ href, text }: { href: string; text: string }) {
  return (
    <p>
      <a href={href}>
        <Words text={text} />
      </a>
    </p>
  );
}
