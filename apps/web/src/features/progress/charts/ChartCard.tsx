import { useId, useState, type ReactNode } from 'react';
import { toCsv, type ChartTable } from '../progress.data.ts';

interface ChartCardProps {
  id: string;
  title: string;
  /** One sentence with the headline figure, shown above the chart. */
  summary?: ReactNode;
  table: ChartTable;
  /** The CSV file's name without extension. */
  fileName: string;
  children: ReactNode;
}

/** Starts a download of a CSV text in the browser. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * One chart of the Progress screen with its table alternative: a real table with a caption that screen
 * readers always reach (visually hidden while the chart shows, shown instead of it by "Show as table"), and
 * a CSV download of the same figures.
 */
export function ChartCard({ id, title, summary, table, fileName, children }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <section className="progress-card" aria-labelledby={headingId} data-card={id}>
      <div className="progress-card-head">
        <h2 id={headingId}>{title}</h2>
        <div className="progress-card-actions">
          <button type="button" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            Show as table
          </button>
          <button type="button" onClick={() => download(fileName, toCsv(table))}>
            Download CSV
          </button>
        </div>
      </div>
      {summary && <p className="progress-summary">{summary}</p>}
      {!asTable && children}
      <div className={asTable ? 'progress-table-wrap' : 'visually-hidden'}>
        <table className="progress-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={j}>{typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
