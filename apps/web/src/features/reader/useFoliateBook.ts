import 'foliate-js/view.js';
import type { View, RelocateDetail } from 'foliate-js/view.js';
import type { FoliateTocItem } from 'foliate-js/epub.js';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { EpubError, type EpubBook } from './epub/epub-book.ts';
import { reshapeWhenFontsArrive } from './engine/chapter-fonts.ts';
import { openBook } from './engine/open-book.ts';
import { addBook, loadBook, loadCurrent, updateBook } from './library-store.ts';
import {
  bookId,
  opensByItself,
  storageMessage,
  whyNotReopened,
  type LibraryEntry,
  type ReadingPosition,
} from './library.model.ts';
import { isEpubName } from './reader.model.ts';

export interface OpenBook {
  /** The book's id in the library (library.model.ts `bookId`). */
  id: string;
  name: string;
  meta: EpubBook;
  toc: FoliateTocItem[];
}

/** Where the visible page is, as foliate-js reports it after every move. */
export interface PageLocation {
  /** Spine index of the chapter shown. */
  section: number;
  /** 1-based page in the chapter, and how many pages it has. */
  page: number;
  pages: number;
  /** Share of the book before this page, 0 to 1. */
  fraction: number;
  cfi: string;
  /** The DOM range of the visible page, in the chapter's document. */
  range: Range | null;
  atStart: boolean;
  atEnd: boolean;
}

/** The chapter on screen: its document (in foliate's iframe) changes when the chapter does. */
export interface Chapter {
  doc: Document;
  index: number;
}

/**
 * One column as wide and as tall as the Reader's frame (foliate's defaults cap a page at 720 x 1440 px; the
 * frame's own width, at most 52rem, already keeps lines readable).
 */
const LAYOUT = {
  flow: 'paginated',
  'max-column-count': '1',
  margin: '16px',
  gap: '6%',
  'max-inline-size': '1400px',
  'max-block-size': '4000px',
};

function locationOf(view: View, detail: RelocateDetail): PageLocation {
  const renderer = view.renderer;
  return {
    section: detail.section?.current ?? view.renderer.getContents()[0]?.index ?? 0,
    // foliate-js keeps a blank page on each side of a chapter: they are not counted.
    page: Math.max(1, renderer.page),
    pages: Math.max(1, renderer.pages - 2),
    // A one-page chapter gives foliate 0 / 0 for its place in the chapter: NaN is never kept.
    fraction: Number.isFinite(detail.fraction) ? Math.min(Math.max(detail.fraction ?? 0, 0), 1) : 0,
    cfi: detail.cfi,
    range: detail.range ?? null,
    atStart: renderer.atStart,
    atEnd: renderer.atEnd,
  };
}

/**
 * The book shown one page at a time by foliate-js (`<foliate-view>`): it lays a chapter out in columns in a
 * sandboxed iframe, turns pages, follows the book's own links, handles right-to-left and vertical books and
 * gives each page a CFI. This hook opens books (from a file or the library), keeps the reading position on
 * the device, and reports where the reader is.
 * @example const reader = useFoliateBook(hostRef, styles); reader.open(file);
 */
export function useFoliateBook(
  host: RefObject<HTMLDivElement | null>,
  /** The chapter styles ([before the book's CSS, after it]), applied to every chapter. */
  styles: [string, string],
  /** Called when the library of recent books changed on the device (a book added or reopened). */
  onLibraryChange: () => void = () => undefined,
) {
  const [current, setCurrent] = useState<OpenBook | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The book is open but could not be kept on the device (storage full): said, not an error of the book.
  const [notice, setNotice] = useState<string | null>(null);
  const [location, setLocation] = useState<PageLocation | null>(null);
  const [chapter, setChapter] = useState<Chapter | null>(null);
  const view = useRef<View | null>(null);
  const stylesRef = useRef(styles);
  stylesRef.current = styles;
  // Page turns wait for each other: foliate ignores a turn asked while the previous one is running.
  const turns = useRef<Promise<unknown>>(Promise.resolve());
  const restored = useRef(false);

  /** Shows `bytes` in a new view, replacing the open book only once the new one is ready. */
  const show = useCallback(
    async (id: string, name: string, bytes: Uint8Array, at: ReadingPosition | null) => {
      const element = host.current;
      if (!element) throw new Error('Reader: no place for the book');
      const { book, meta } = await openBook(bytes);
      const next = document.createElement('foliate-view') as View;
      next.className = 'reader-engine';
      next.addEventListener('load', (event) => {
        const { doc, index } = (event as CustomEvent<Chapter>).detail;
        doc.documentElement.lang ||= meta.language;
        reshapeWhenFontsArrive(doc);
        setChapter({ doc, index });
      });
      next.addEventListener('relocate', (event) => {
        performance.mark('glossa:reader-relocated');
        const where = locationOf(next, (event as CustomEvent<RelocateDetail>).detail);
        setLocation(where);
        const position = { section: where.section, page: where.page - 1, cfi: where.cfi };
        void updateBook(id, { position, progress: where.fraction }).catch((failure: unknown) =>
          console.warn('Reader storage:', failure),
        );
      });
      // A link out of the book is never followed (foliate would open it in a new tab).
      next.addEventListener('external-link', (event) => event.preventDefault());
      view.current?.close();
      view.current?.remove();
      // Where the reader was, and the chapter shown, belonged to the book being replaced.
      setLocation(null);
      setChapter(null);
      element.replaceChildren(next);
      view.current = next;
      await next.open(book);
      for (const [name, value] of Object.entries(LAYOUT)) next.renderer.setAttribute(name, value);
      next.renderer.setStyles(stylesRef.current);
      setCurrent({ id, name, meta, toc: book.toc ?? [] });
      setError(null);
      // The first page is shown by a page turn of foliate's own: turns asked meanwhile wait for it. The book
      // is kept in the library without waiting for it.
      turns.current = (async () => {
        await next.init({ lastLocation: at?.cfi ?? null });
        if (!at?.cfi && at && at.section > 0) await next.goTo(at.section);
        performance.mark('glossa:reader-rendered');
      })().catch((failure: unknown) =>
        console.warn('Reader: the kept position could not be reached', failure),
      );
      return meta;
    },
    [host],
  );

  /** Opens a chosen file; a wrong or broken one leaves the open book as it is and says why. */
  const open = useCallback(
    async (file: File) => {
      if (!isEpubName(file.name)) {
        setError(`“${file.name}” is not an EPUB book: the Reader opens .epub files only.`);
        return;
      }
      performance.mark('glossa:reader-open');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const id = bookId(file.name, bytes);
      let meta: EpubBook;
      try {
        meta = await show(id, file.name, bytes, null);
      } catch (failure) {
        if (!(failure instanceof EpubError)) console.warn('Reader:', failure);
        const reason = failure instanceof EpubError ? failure.message : 'it is not a valid EPUB book';
        setError(`“${file.name}” could not be opened: ${reason}.`);
        return;
      }
      setNotice(null);
      const entry: LibraryEntry = {
        id,
        name: file.name,
        title: meta.title.slice(0, 1000),
        author: meta.author.slice(0, 1000),
        size: bytes.length,
        lastOpened: Date.now(),
        position: { section: 0, page: 0 },
        progress: 0,
        // Until its first page shows: a tab that dies meanwhile does not bring it back on the next visit.
        opening: Date.now(),
      };
      try {
        await addBook(entry, bytes);
        void turns.current.then(() => updateBook(id, { opening: undefined }));
      } catch (failure) {
        console.warn('Reader storage:', failure);
        setNotice(storageMessage(failure, file.name));
      }
      onLibraryChange();
    },
    [show, onLibraryChange],
  );

  /**
   * Shows a kept book, remembering the attempt: marked as opening before, the mark cleared once its first
   * page is on screen, the reason kept when it fails. A visit never reopens a book whose mark is still there.
   */
  const showKept = useCallback(
    async (kept: { entry: LibraryEntry; bytes: Uint8Array }) => {
      const { id, name, position } = kept.entry;
      await updateBook(id, { opening: Date.now() });
      try {
        await show(id, name, kept.bytes, position);
      } catch (failure) {
        const reason = failure instanceof EpubError ? failure.message : 'it is not a valid EPUB book';
        await updateBook(id, { opening: undefined, failure: reason });
        throw failure;
      }
      void turns.current.then(() => updateBook(id, { opening: undefined, failure: undefined }));
    },
    [show],
  );

  /** Opens a book of the library where the learner left it (the learner asked: tried even after a failure). */
  const reopen = useCallback(
    async (id: string) => {
      const kept = await loadBook(id);
      if (!kept) {
        setError('That book is no longer kept on this device: open its file again.');
        onLibraryChange();
        return;
      }
      try {
        await showKept(kept);
      } catch (failure) {
        console.warn('Reader: a kept book could not be reopened', failure);
        const reason = failure instanceof EpubError ? failure.message : 'open its file again';
        setError(`“${kept.entry.name}” could not be reopened: ${reason}.`);
        onLibraryChange();
        return;
      }
      setNotice(null);
      await updateBook(id, { lastOpened: Date.now() }, true);
      onLibraryChange();
    },
    [showKept, onLibraryChange],
  );

  // Reopening the Reader continues the last book where the learner stopped, unless it failed to open (or
  // its last opening never finished: a frozen or crashed tab) last time.
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    void loadCurrent().then(async (saved) => {
      if (!saved || view.current) return;
      if (!opensByItself(saved.entry)) {
        setError(whyNotReopened(saved.entry));
        return;
      }
      try {
        await showKept(saved);
      } catch (failure) {
        console.warn('Reader: the kept book could not be reopened', failure);
        const reason = failure instanceof EpubError ? failure.message : 'it is not a valid EPUB book';
        setError(`“${saved.entry.name}” could not be reopened: ${reason}.`);
      }
    });
  }, [showKept]);

  // The theme or the annotation style changed: every chapter shown from now on, and this one, restyled.
  useEffect(() => {
    view.current?.renderer?.setStyles(styles);
  }, [styles]);

  // Leaving the Reader closes the book (its blob: URLs are revoked).
  useEffect(
    () => () => {
      view.current?.close();
      view.current = null;
    },
    [],
  );

  /** Next (1) or previous (-1) page in reading order; `side` turns by screen side (right-to-left books). */
  const turn = useCallback((step: 1 | -1, side = false) => {
    const target = view.current;
    if (!target) return;
    const move = side ? (step > 0 ? target.goRight : target.goLeft) : step > 0 ? target.next : target.prev;
    turns.current = turns.current
      .then(() => move.call(target))
      .catch((failure: unknown) => {
        console.warn('Reader: page turn failed', failure);
      });
  }, []);

  /** Goes to an entry of the table of contents (an href inside the book). */
  const goTo = useCallback((href: string) => {
    const target = view.current;
    if (target) turns.current = turns.current.then(() => target.goTo(href));
  }, []);

  return { current, error, notice, open, reopen, turn, goTo, location, chapter };
}
