type Props = {
  caption: string;
  rows: { query: string; count: number }[];
  labels: { query: string; count: string; empty: string };
};

/** One ranked list of search queries as a table: caption, query, count. */
export function QueryTable({ caption, rows, labels }: Props) {
  return (
    <table className="staff-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.query}</th>
          <th scope="col" className="num">
            {labels.count}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2}>{labels.empty}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.query}>
              <td>{row.query}</td>
              <td className="num">{row.count}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
