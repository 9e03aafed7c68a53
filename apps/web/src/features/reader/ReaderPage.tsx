import { isAllowedPair, dictionaryLanguagesFor, type WordStatus } from '@glossa/contract';
import { TextCoverageLine, colourClass, statusWordOf } from '@glossa/ui';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSettings } from '../../app/settings/SettingsProvider.tsx';
import { MarkRestKnown } from '../analyze/MarkRestKnown.tsx';
import { useVocabulary } from '../vocabulary/vocabulary.store.ts';
import { caretAt } from './engine/frame-geometry.ts';
import { paintHighlights } from './highlights.ts';
import { bookTextLanguage } from './reader.model.ts';
import { RecentBooks } from './RecentBooks.tsx';
import { TableOfContents } from './TableOfContents.tsx';
import { useBookStyles } from './useBookStyles.ts';
import { useFoliateBook } from './useFoliateBook.ts';
import { useLibrary } from './useLibrary.ts';
import { useReaderMarks, type Mark } from './useReaderMarks.ts';
import { WordPopup } from './WordPopup.tsx';
import './reader.css';

/** The mark under (x, y) in the chapter's coordinates: the click must be on the word, not beside it. */
function markAt(doc: Document, marks: readonly Mark[], x: number, y: number): Mark | null {
  const caret = caretAt(doc, x, y);
  if (!caret) return null;
  for (const mark of marks) {
    if (mark.range.startContainer.ownerDocument !== doc) continue;
    if (!mark.range.isPointInRange(caret.node, caret.offset)) continue;
    for (const rect of mark.range.getClientRects())
      if (x >= rect.left - 1 && x <= rect.right + 1 && y >= rect.top - 1 && y <= rect.bottom + 1) return mark;
  }
  return null;
}

/** Whether `mark` is in `page` (both in the same chapter document). */
function onThePage(mark: Mark, page: Range): boolean {
  if (mark.range.startContainer.ownerDocument !== page.startContainer.ownerDocument) return false;
  return (
    page.compareBoundaryPoints(Range.START_TO_END, mark.range) >= 0 &&
    page.compareBoundaryPoints(Range.END_TO_START, mark.range) <= 0
  );
}

/** Keys that turn pages, by screen side (a right-to-left book turns forward with the left arrow). */
const PAGE_KEYS: Record<string, { step: 1 | -1; side: boolean }> = {
  ArrowRight: { step: 1, side: true },
  ArrowLeft: { step: -1, side: true },
  PageDown: { step: 1, side: false },
  PageUp: { step: -1, side: false },
};

/**
 * Reader: an EPUB book one page at a time; Analyze colours the page's words, a click opens the word's
 * detail.
 * @example { path: 'reader', lazy: () => import('./ReaderPage.tsx') } // a route of app/router.tsx
 */
export default function ReaderPage() {
  const { settings } = useSettings();
  const vocabulary = useVocabulary();
  const host = useRef<HTMLDivElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const library = useLibrary();
  const styles = useBookStyles(settings.theme, settings.annotationStyle);
  const reader = useFoliateBook(host, styles, library.refresh);
  // The panel above the book: the table of contents or the recent books (each has its own button).
  const [panel, setPanel] = useState<'contents' | 'library' | null>(null);
  const libraryOpen = panel === 'library';
  const { marks, running, analyzePage, clearMarks } = useReaderMarks();
  const [selected, setSelected] = useState<Mark | null>(null);
  const { current, turn, chapter, location } = reader;

  const textLanguage = bookTextLanguage(current?.meta.language ?? '', settings.textLanguage);
  const dictLanguage = isAllowedPair(textLanguage, settings.dictionaryLanguage)
    ? settings.dictionaryLanguage
    : (dictionaryLanguagesFor(textLanguage)[0] ?? 'en_US');

  // A new chapter has a new document: the old marks point nowhere.
  useEffect(() => {
    clearMarks();
    setSelected(null);
  }, [chapter, clearMarks]);
  // Another book open: the list of recent books has done its job.
  useEffect(() => setPanel(null), [current?.id]);

  const coloring = useMemo(
    () => ({ coloringEnabled: settings.coloringEnabled, onlyUnknownColoring: settings.onlyUnknownColoring }),
    [settings.coloringEnabled, settings.onlyUnknownColoring],
  );
  const { statusOf, setStatus, revision } = vocabulary;
  // Every status change repaints every mark: all occurrences of a word change colour together. Painted before
  // the browser paints the commit.
  useLayoutEffect(() => {
    if (!chapter) return;
    paintHighlights(
      chapter.doc.defaultView,
      marks.map((mark) => ({
        range: mark.range,
        kind: colourClass(
          mark.unit.vocabulary,
          statusOf(mark.unit.vocabulary ?? '', mark.textLanguage),
          coloring,
        ),
      })),
      selected?.range ?? null,
    );
    if (marks.length > 0) performance.mark('glossa:reader-coloured');
  }, [chapter, marks, selected, statusOf, revision, coloring]);

  // Arrow keys turn pages (not while typing in a field), in the app and in the chapter's own document; Escape
  // closes the popup wherever the focus is (after a click in the book it is in the chapter's document).
  const chapterDoc = chapter?.doc;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setSelected(null);
        return;
      }
      const target = event.target as HTMLElement | null;
      if (target?.closest?.('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      const key = PAGE_KEYS[event.key];
      if (!key || !current) return;
      event.preventDefault();
      turn(key.step, key.side);
    };
    window.addEventListener('keydown', onKey);
    chapterDoc?.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      chapterDoc?.removeEventListener('keydown', onKey);
    };
  }, [turn, current, chapterDoc]);

  // A click on a marked word selects it (a second click deselects); a click elsewhere in the book closes
  // the popup. foliate-js handles swipes and the book's links itself, except a marked word inside a link:
  // that click is the word's (heard first, in the capture phase, and kept from foliate's link handler), so
  // words of a linked phrase or footnote can be looked up too; an unmarked link still goes to its place.
  const marksRef = useRef(marks);
  marksRef.current = marks;
  useEffect(() => {
    if (!chapterDoc) return;
    const onClick = (event: MouseEvent) => {
      const hit = markAt(chapterDoc, marksRef.current, event.clientX, event.clientY);
      if ((event.target as Element | null)?.closest?.('a[href]')) {
        if (!hit) return;
        event.preventDefault();
        event.stopPropagation();
      }
      setSelected((old) => (hit && hit !== old ? hit : null));
    };
    chapterDoc.addEventListener('click', onClick, true);
    return () => chapterDoc.removeEventListener('click', onClick, true);
  }, [chapterDoc]);

  // A click in the app outside the popup closes it (clicks in the book are the handler's above).
  useEffect(() => {
    if (!selected) return;
    const onDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (popup.current?.contains(target) || host.current?.contains(target))) return;
      setSelected(null);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [selected]);

  // The marks on the visible page (marks of pages analysed before stay, off screen).
  const page = location?.range ?? null;
  // A page turn closes the popup. foliate also reports the place again when it lays the chapter out anew (a
  // web font arrived): the selected word then stays selected while it is still on the page.
  useEffect(() => {
    if (page) setSelected((old) => (old && onThePage(old, page) ? old : null));
  }, [page]);
  const onPage = useMemo(() => (page ? marks.filter((mark) => onThePage(mark, page)) : []), [marks, page]);

  const markedUnits = useMemo(() => onPage.map((mark) => mark.unit), [onPage]);
  // The visible page's coverage (the count every client shares), in the row under the book.
  const pageLanguage = onPage[0]?.textLanguage ?? textLanguage;
  const pageStatusOf = (ref: string) => statusOf(ref, pageLanguage);
  const bookShare = Math.round(100 * (location?.fraction ?? 0));

  // A word the dictionaries do not know (unrecognized) can still be marked, under its base form.
  const selectedWord = statusWordOf(selected?.unit);
  const selectedStatus = selected && selectedWord ? statusOf(selectedWord, selected.textLanguage) : undefined;
  const onStatusChange = (status: WordStatus) => {
    if (selected && selectedWord) setStatus(selectedWord, selected.textLanguage, status);
  };

  return (
    <section className="page reader">
      <h1 className="visually-hidden">Reader</h1>
      {reader.error && (
        <p className="reader-error" role="alert">
          {reader.error}
        </p>
      )}
      {reader.notice && (
        <p className="reader-notice" role="status">
          {reader.notice}
        </p>
      )}
      <div className="reader-frame card">
        {!current && (
          <div className="reader-empty">
            <p className="reader-empty-title">Open an EPUB book</p>
            <p className="muted">Analyze colours the words of the page; click a word for its meaning.</p>
            {library.entries && library.entries.length > 0 && (
              <>
                <h2 className="reader-library-heading">Recent books</h2>
                <RecentBooks
                  entries={library.entries}
                  currentId={undefined}
                  onOpen={(id) => void reader.reopen(id)}
                  onRemove={(id) => void library.remove(id)}
                />
              </>
            )}
          </div>
        )}
        {current && panel === 'contents' && (
          <div className="reader-library-panel" id="reader-contents">
            <TableOfContents
              items={current.toc}
              onGo={(href) => {
                setPanel(null);
                reader.goTo(href);
              }}
            />
          </div>
        )}
        {current && libraryOpen && (
          <div className="reader-library-panel" id="reader-library">
            <h2 className="reader-library-heading">Recent books</h2>
            <RecentBooks
              entries={library.entries ?? []}
              currentId={current.id}
              onOpen={(id) => {
                setPanel(null);
                void reader.reopen(id);
              }}
              onRemove={(id) => void library.remove(id)}
            />
          </div>
        )}
        <div
          ref={host}
          className="reader-viewport"
          lang={current?.meta.language || undefined}
          aria-label={current ? `Book: ${current.meta.title || current.name}` : undefined}
          role={current ? 'document' : undefined}
        />
      </div>
      {/* Always there while a book is open, one line high: a row that appeared with the first marks took
          height from the book, and foliate laid the chapter out again in more pages. */}
      {current && (
        <div className="reader-rest">
          {markedUnits.length > 0 && (
            <TextCoverageLine
              units={markedUnits}
              statusOf={pageStatusOf}
              label="Words you know on this page"
              className="reader-coverage"
            />
          )}
          {markedUnits.length > 0 && (
            <MarkRestKnown
              units={markedUnits}
              statusOf={(ref) => statusOf(ref, textLanguage)}
              setStatus={(ref, status) => setStatus(ref, textLanguage, status)}
              markAll={(refs) => vocabulary.markKnown(refs, textLanguage)}
            />
          )}
        </div>
      )}
      <div className="reader-toolbar" role="toolbar" aria-label="Reader">
        <span className="reader-file" title={current?.name}>
          {current?.name ?? 'No file loaded'}
        </span>
        <span className="reader-page muted" aria-live="polite">
          {current && location
            ? `Chapter ${location.section + 1} · page ${location.page} of ${location.pages} · ${bookShare}% of the book`
            : ''}
        </span>
        <div className="reader-buttons">
          <button
            type="button"
            className="button"
            disabled={!current || !location || location.atStart}
            onClick={() => turn(-1)}
            aria-label="Previous page"
          >
            ‹ Previous
          </button>
          <button
            type="button"
            className="button primary"
            disabled={!current || !chapter || !page || running}
            onClick={() => {
              if (chapter && page) void analyzePage(chapter.doc, page, textLanguage, dictLanguage);
            }}
          >
            {running ? 'Analyzing…' : 'Analyze'}
          </button>
          <button
            type="button"
            className="button"
            disabled={!current || !location || location.atEnd}
            onClick={() => turn(1)}
            aria-label="Next page"
          >
            Next ›
          </button>
          <button
            type="button"
            className="button"
            aria-expanded={current ? panel === 'contents' : undefined}
            aria-controls={current && panel === 'contents' ? 'reader-contents' : undefined}
            disabled={!current || current.toc.length === 0}
            onClick={() => setPanel((open) => (open === 'contents' ? null : 'contents'))}
          >
            Contents
          </button>
          <button
            type="button"
            className="button"
            aria-expanded={current ? libraryOpen : undefined}
            aria-controls={current && libraryOpen ? 'reader-library' : undefined}
            disabled={!current}
            onClick={() => setPanel((open) => (open === 'library' ? null : 'library'))}
          >
            Recent books
          </button>
          <label className="button reader-open">
            Open book
            <input
              type="file"
              accept=".epub,application/epub+zip"
              className="visually-hidden"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                // The arrow keys turn the new book's pages, not the (hidden) picker's focus.
                event.target.blur();
                if (file) void reader.open(file);
              }}
            />
          </label>
        </div>
      </div>
      {selected && (
        <WordPopup
          mark={selected}
          status={selectedStatus}
          onStatusChange={onStatusChange}
          onClose={() => setSelected(null)}
          popupRef={popup}
        />
      )}
    </section>
  );
}
