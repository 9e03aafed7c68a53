import { isAllowedPair, dictionaryLanguagesFor, type WordStatus } from '@glossa/contract';
import { colourClass, familiarity, useGlossaUi } from '@glossa/ui';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useSettings } from '../../app/settings/SettingsProvider.tsx';
import { MarkRestKnown } from '../analyze/MarkRestKnown.tsx';
import { useVocabulary } from '../vocabulary/vocabulary.store.ts';
import { clearHighlights, paintHighlights } from './highlights.ts';
import { bookProgress } from './library.model.ts';
import { bookTextLanguage } from './reader.model.ts';
import { RecentBooks } from './RecentBooks.tsx';
import { useLibrary } from './useLibrary.ts';
import { usePaginatedBook } from './usePaginatedBook.ts';
import { useReaderMarks, type Mark } from './useReaderMarks.ts';
import { WordPopup } from './WordPopup.tsx';
import './reader.css';

const SWIPE_DISTANCE = 50;

function caretAt(x: number, y: number): { node: Node; offset: number } | null {
  if (typeof document.caretPositionFromPoint === 'function') {
    const caret = document.caretPositionFromPoint(x, y);
    return caret ? { node: caret.offsetNode, offset: caret.offset } : null;
  }
  const range = document.caretRangeFromPoint(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}

function markAt(marks: readonly Mark[], x: number, y: number): Mark | null {
  const caret = caretAt(x, y);
  if (!caret) return null;
  for (const mark of marks) {
    if (!mark.range.isPointInRange(caret.node, caret.offset)) continue;
    // The caret is the nearest one; the click must be on the word itself, not in the margin beside it.
    for (const rect of mark.range.getClientRects())
      if (x >= rect.left - 1 && x <= rect.right + 1 && y >= rect.top - 1 && y <= rect.bottom + 1) return mark;
  }
  return null;
}

/**
 * Reader: an EPUB book one page at a time; Analyze colours the page's words, a click opens the word's
 * detail (spec section 2 "Reader").
 * @example { path: 'reader', lazy: () => import('./ReaderPage.tsx') } // a route of app/router.tsx
 */
export default function ReaderPage() {
  const { settings } = useSettings();
  const vocabulary = useVocabulary();
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const library = useLibrary();
  const reader = usePaginatedBook(viewport, content, library.refresh);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const { marks, running, analyzePage, clearMarks } = useReaderMarks(viewport, content);
  const [selected, setSelected] = useState<Mark | null>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const { current, turn, chapterRevision, page } = reader;

  const textLanguage = bookTextLanguage(current?.book.language ?? '', settings.textLanguage);
  const dictLanguage = isAllowedPair(textLanguage, settings.dictionaryLanguage)
    ? settings.dictionaryLanguage
    : (dictionaryLanguagesFor(textLanguage)[0] ?? 'en_US');

  // A new chapter has new DOM: the old marks point nowhere.
  useEffect(() => {
    clearMarks();
    setSelected(null);
  }, [chapterRevision, clearMarks]);
  useEffect(() => setSelected(null), [page]);
  // Another book open: the list of recent books has done its job.
  useEffect(() => setLibraryOpen(false), [current?.id]);
  // The app loads a font for the book's script (Noto Sans KR for Hangul), as it does for analysed text.
  const { loadFontsFor } = useGlossaUi();
  const bookLanguage = current?.book.language ?? '';
  useEffect(() => {
    const text = content.current?.textContent ?? '';
    if (!text) return;
    loadFontsFor?.(text, bookLanguage.slice(0, 2) || undefined);
    // Headings and the popup's headword are bold: their glyphs are asked for too, not only the regular ones.
    const bold = () =>
      void document.fonts.load('700 1em "Noto Sans KR"', text.slice(0, 2000)).catch(() => undefined);
    if (/[\uac00-\ud7a3]/.test(text)) setTimeout(bold, 0);
  }, [chapterRevision, bookLanguage, loadFontsFor]);
  useEffect(() => clearHighlights, []);

  const coloring = useMemo(
    () => ({ coloringEnabled: settings.coloringEnabled, onlyUnknownColoring: settings.onlyUnknownColoring }),
    [settings.coloringEnabled, settings.onlyUnknownColoring],
  );
  const { statusOf, setStatus, revision } = vocabulary;
  // Every status change repaints every mark: all occurrences of a word change colour together. Painted before
  // the browser paints the commit (a passive effect after a fetch ran a frame later).
  useLayoutEffect(() => {
    paintHighlights(
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
  }, [marks, selected, statusOf, revision, coloring]);

  // Arrow keys turn pages (not while typing in a field).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (event.key === 'ArrowRight' || event.key === 'PageDown') turn(1);
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') turn(-1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [turn]);

  // A click outside the book and the popup closes the popup.
  useEffect(() => {
    if (!selected) return;
    const onDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (popup.current?.contains(target) || viewport.current?.contains(target))) return;
      setSelected(null);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [selected]);

  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
      turn(dx < 0 ? 1 : -1);
      return;
    }
    const hit = markAt(marks, event.clientX, event.clientY);
    setSelected((old) => (hit && hit !== old ? hit : null));
  };

  // The marks on the visible page (marks of pages analysed before stay, off screen): measured after the
  // columns moved (usePaginatedBook's layout effect runs first).
  const [onPage, setOnPage] = useState<Mark[]>([]);
  useLayoutEffect(() => {
    const view = viewport.current?.getBoundingClientRect();
    if (!view) return;
    setOnPage(
      marks.filter((mark) => {
        const box = mark.range.getBoundingClientRect();
        return box.width > 0 && box.right > view.left && box.left < view.right;
      }),
    );
  }, [marks, page, reader.pageCount, chapterRevision]);

  // Progress beyond the spec: the share of the page's analysed words already known (learned or ignored).
  const counted = onPage.filter((mark) => mark.unit.vocabulary);
  const known = counted.filter(
    (mark) =>
      familiarity(mark.unit.vocabulary, statusOf(mark.unit.vocabulary ?? '', mark.textLanguage)) === 'known',
  ).length;
  const knownShare = counted.length ? ` · ${Math.round((100 * known) / counted.length)}% known` : '';
  const markedUnits = useMemo(() => onPage.map((mark) => mark.unit), [onPage]);
  const sections = current?.book.sections.length ?? 0;
  const bookShare = current
    ? Math.round(100 * bookProgress({ section: reader.section, page }, reader.pageCount, sections))
    : 0;

  const selectedStatus = selected?.unit.vocabulary
    ? statusOf(selected.unit.vocabulary, selected.textLanguage)
    : undefined;
  const onStatusChange = (status: WordStatus) => {
    if (selected?.unit.vocabulary) setStatus(selected.unit.vocabulary, selected.textLanguage, status);
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
        {current && libraryOpen && (
          <div className="reader-library-panel" id="reader-library">
            <h2 className="reader-library-heading">Recent books</h2>
            <RecentBooks
              entries={library.entries ?? []}
              currentId={current.id}
              onOpen={(id) => {
                setLibraryOpen(false);
                void reader.reopen(id);
              }}
              onRemove={(id) => void library.remove(id)}
            />
          </div>
        )}
        <div
          ref={viewport}
          className={`reader-viewport style-${settings.annotationStyle}`}
          lang={current?.book.language || undefined}
          aria-label={current ? `Book: ${current.book.title || current.name}` : undefined}
          role={current ? 'document' : undefined}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
        >
          <div ref={content} className="reader-book" />
        </div>
      </div>
      {markedUnits.length > 0 && (
        <div className="reader-rest">
          <MarkRestKnown
            units={markedUnits}
            statusOf={(ref) => statusOf(ref, textLanguage)}
            setStatus={(ref, status) => setStatus(ref, textLanguage, status)}
          />
        </div>
      )}
      <div className="reader-toolbar" role="toolbar" aria-label="Reader">
        <span className="reader-file" title={current?.name}>
          {current?.name ?? 'No file loaded'}
        </span>
        <span className="reader-page muted" aria-live="polite">
          {current && reader.laidOut
            ? `Chapter ${reader.section + 1} · page ${page + 1} of ${reader.pageCount} · ${bookShare}% of the book`
            : ''}
        </span>
        {knownShare && <span className="reader-known muted">{knownShare.slice(3)}</span>}
        <div className="reader-buttons">
          <button
            type="button"
            className="button"
            disabled={!current || reader.atStart}
            onClick={() => turn(-1)}
            aria-label="Previous page"
          >
            ‹ Previous
          </button>
          <button
            type="button"
            className="button primary"
            disabled={!current || running}
            onClick={() => void analyzePage(textLanguage, dictLanguage)}
          >
            {running ? 'Analyzing…' : 'Analyze'}
          </button>
          <button
            type="button"
            className="button"
            disabled={!current || reader.atEnd}
            onClick={() => turn(1)}
            aria-label="Next page"
          >
            Next ›
          </button>
          <button
            type="button"
            className="button"
            aria-expanded={current ? libraryOpen : undefined}
            aria-controls={current && libraryOpen ? 'reader-library' : undefined}
            disabled={!current}
            onClick={() => setLibraryOpen((open) => !open)}
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
