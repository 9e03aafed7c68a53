import { formatSize, type LibraryEntry } from './library.model.ts';

interface RecentBooksProps {
  entries: readonly LibraryEntry[];
  /** The open book's id: it is marked, not offered again. */
  currentId: string | undefined;
  onOpen(id: string): void;
  onRemove(id: string): void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The library of recent books kept on this device: one click reopens a book where the learner left it.
 * @example <RecentBooks entries={library.entries} currentId={current?.id} onOpen={reopen} onRemove={remove} />
 */
export function RecentBooks({ entries, currentId, onOpen, onRemove }: RecentBooksProps) {
  if (entries.length === 0)
    return <p className="muted reader-library-empty">Books you open are kept here, on this device.</p>;
  return (
    <ul className="reader-library" aria-label="Recent books">
      {entries.map((entry) => {
        const title = entry.title || entry.name;
        const percent = Math.round(entry.progress * 100);
        return (
          <li key={entry.id} className="reader-library-item">
            <button
              type="button"
              className="reader-library-open"
              onClick={() => onOpen(entry.id)}
              aria-current={entry.id === currentId ? 'true' : undefined}
            >
              <span className="reader-library-title">{title}</span>
              {entry.author && <span className="reader-library-author">{entry.author}</span>}
              <span className="reader-library-meta muted">
                {entry.name} · {formatSize(entry.size)} · {percent}% read · chapter{' '}
                {entry.position.section + 1}, page {entry.position.page + 1} · opened{' '}
                {dateFormat.format(entry.lastOpened)}
              </span>
              {(entry.failure !== undefined || entry.opening !== undefined) && (
                <span className="reader-library-failure">
                  {entry.failure
                    ? `Could not be opened last time: ${entry.failure}.`
                    : 'Its last opening did not finish.'}{' '}
                  Not opened by itself.
                </span>
              )}
            </button>
            <button
              type="button"
              className="button reader-library-remove"
              aria-label={`Remove ${title}`}
              onClick={() => onRemove(entry.id)}
            >
              Remove
            </button>
          </li>
        );
      })}
    </ul>
  );
}
