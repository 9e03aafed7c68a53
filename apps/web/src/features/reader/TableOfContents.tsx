import type { FoliateTocItem } from 'foliate-js/epub.js';

interface TableOfContentsProps {
  items: readonly FoliateTocItem[];
  onGo(href: string): void;
}

/** How deep the contents are listed: a book's third level is rarely worth a line of its own here. */
const MAX_DEPTH = 2;
/** A book's table of contents is its own text: a label is cut, an absurd list is not all shown. */
const MAX_ITEMS = 500;
const MAX_LABEL = 200;

function Items({
  items,
  depth,
  onGo,
}: {
  items: readonly FoliateTocItem[];
  depth: number;
  onGo(href: string): void;
}) {
  return (
    <ol className="reader-toc-list">
      {items.slice(0, MAX_ITEMS).map((item, i) => (
        <li key={`${item.href}-${i}`}>
          <button type="button" className="reader-toc-item" onClick={() => onGo(item.href)}>
            {(item.label || item.href).trim().slice(0, MAX_LABEL)}
          </button>
          {depth < MAX_DEPTH && item.subitems && item.subitems.length > 0 && (
            <Items items={item.subitems} depth={depth + 1} onGo={onGo} />
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * The book's table of contents (its nav document or NCX, read by foliate-js): a click goes to that place.
 * @example <TableOfContents items={current.toc} onGo={reader.goTo} />
 */
export function TableOfContents({ items, onGo }: TableOfContentsProps) {
  if (items.length === 0) return null;
  return (
    <nav className="reader-toc" aria-label="Contents">
      <h2 className="reader-library-heading">Contents</h2>
      <Items items={items} depth={1} onGo={onGo} />
    </nav>
  );
}
