type Props = { place: string[]; label: string; home: string; className: string };

/**
 * Where a result sits on the site, as its breadcrumb names it (not its path), in the results page and the live panel.
 * The separators are not read out; the label says what the line is.
 */
export function ResultPlace({ place, label, home, className }: Props) {
  const crumbs = place.length > 0 ? place : [home];
  return (
    <span className={className}>
      <span className="sr-only">{label} </span>
      {crumbs.map((crumb, i) => (
        <span key={i}>
          {i > 0 && <span aria-hidden="true"> › </span>}
          {crumb}
        </span>
      ))}
    </span>
  );
}
