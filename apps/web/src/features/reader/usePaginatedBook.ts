import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { koreanFontsFor } from './book-fonts.ts';
import { EpubError, openEpub, type EpubBook } from './epub/epub-book.ts';
import { sanitiseChapter } from './epub/sanitize.ts';
import { addBook, loadBook, loadCurrent, updateBook } from './library-store.ts';
import {
  bookId,
  bookProgress,
  storageMessage,
  type LibraryEntry,
  type ReadingPosition,
} from './library.model.ts';
import { isEpubName } from './reader.model.ts';

/** Space between two columns (pages): the next page never peeks into the visible one. */
export const PAGE_GAP = 48;

export interface OpenBook {
  /** The book's id in the library (library.model.ts `bookId`). */
  id: string;
  name: string;
  book: EpubBook;
}

/** `page: -1` asks for the chapter's last page (going back from the next chapter). */
type Position = ReadingPosition;

/**
 * The book shown one page at a time: a chapter is sanitised into `content` and laid out in CSS columns as
 * wide as `viewport`; a page turn moves the columns (transform), so the DOM and the marks stay put.
 * @example const reader = usePaginatedBook(viewportRef, contentRef); reader.open(file);
 */
export function usePaginatedBook(
  viewport: RefObject<HTMLDivElement | null>,
  content: RefObject<HTMLDivElement | null>,
  /** Called when the library of recent books changed on the device (a book added or reopened). */
  onLibraryChange: () => void = () => undefined,
) {
  const [current, setCurrent] = useState<OpenBook | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The book is open but could not be kept on the device (storage full): said, not an error of the book.
  const [notice, setNotice] = useState<string | null>(null);
  const [position, setPosition] = useState<Position>({ section: 0, page: 0 });
  const [pageCount, setPageCount] = useState(1);
  const [width, setWidth] = useState(0);
  // Bumped when a chapter is rendered: marks of the previous chapter are gone.
  const [chapterRevision, setChapterRevision] = useState(0);
  // False while a chapter waits for its fonts: its page count is not known, so pages do not turn yet.
  const [laidOut, setLaidOut] = useState(false);
  const restored = useRef(false);

  const show = useCallback((id: string, name: string, bytes: Uint8Array, at: Position) => {
    const book = openEpub(bytes);
    setCurrent({ id, name, book });
    setPosition({ section: Math.min(Math.max(at.section, 0), book.sections.length - 1), page: at.page });
    setError(null);
    return book;
  }, []);

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
      let book: EpubBook;
      try {
        book = show(id, file.name, bytes, { section: 0, page: 0 });
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
        title: book.title.slice(0, 1000),
        author: book.author.slice(0, 1000),
        size: bytes.length,
        lastOpened: Date.now(),
        position: { section: 0, page: 0 },
        progress: 0,
      };
      try {
        await addBook(entry, bytes);
      } catch (failure) {
        console.warn('Reader storage:', failure);
        setNotice(storageMessage(failure, file.name));
      }
      onLibraryChange();
    },
    [show, onLibraryChange],
  );

  /** Opens a book of the library where the learner left it. */
  const reopen = useCallback(
    async (id: string) => {
      const kept = await loadBook(id);
      if (!kept) {
        setError('That book is no longer kept on this device: open its file again.');
        onLibraryChange();
        return;
      }
      try {
        show(kept.entry.id, kept.entry.name, kept.bytes, kept.entry.position);
      } catch (failure) {
        console.warn('Reader: a kept book could not be reopened', failure);
        setError(`“${kept.entry.name}” could not be reopened: open its file again.`);
        return;
      }
      setNotice(null);
      await updateBook(id, { lastOpened: Date.now() }, true);
      onLibraryChange();
    },
    [show, onLibraryChange],
  );

  // Reopening the Reader continues the last book where the learner stopped.
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    void loadCurrent().then((saved) => {
      if (!saved || current) return;
      try {
        show(saved.entry.id, saved.entry.name, saved.bytes, saved.entry.position);
      } catch (failure) {
        console.warn('Reader: the kept book could not be reopened', failure);
      }
    });
  }, [current, show]);

  const measure = useCallback(() => {
    const view = viewport.current;
    const columns = content.current;
    if (!view || !columns) return;
    const w = view.clientWidth;
    columns.style.columnWidth = `${w}px`;
    columns.style.columnGap = `${PAGE_GAP}px`;
    setWidth(w);
    setPageCount(Math.max(1, Math.round((columns.scrollWidth + PAGE_GAP) / (w + PAGE_GAP))));
  }, [viewport, content]);

  // A chapter is rendered when the book or the chapter changes.
  const section = current ? position.section : -1;
  useLayoutEffect(() => {
    const columns = content.current;
    if (!current || !columns || section < 0) return;
    const path = current.book.sections[section]?.path;
    if (!path) return;
    let urls: string[] = [];
    let fragment: DocumentFragment | null = null;
    try {
      const chapter = sanitiseChapter(current.book, path, document);
      urls = chapter.urls;
      fragment = chapter.fragment;
    } catch (failure) {
      console.warn('Reader: chapter could not be shown', failure);
    }
    let left = false;
    const insert = () => {
      if (left) return;
      columns.replaceChildren(...(fragment ? [fragment] : []));
      columns.querySelectorAll('img').forEach((img) => img.addEventListener('load', measure, { once: true }));
      measure();
      setLaidOut(true);
      setChapterRevision((n) => n + 1);
      performance.mark('glossa:reader-rendered');
    };
    // Korean text waits for its web font's files (book-fonts.ts), so that it is never shaped without them.
    const fonts = fragment ? koreanFontsFor(fragment) : null;
    if (fonts) {
      columns.replaceChildren();
      setLaidOut(false);
      void fonts.then(insert);
    } else insert();
    return () => {
      left = true;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [current, section, content, measure]);

  // A web font that arrives after the chapter is laid out (Noto Sans KR's files load on demand) left some
  // Hangul as empty boxes in Chromium until the text was shaped again: a font change forces that, and the
  // page count is measured again with the real glyphs.
  useEffect(() => {
    const columns = content.current;
    if (!current || !columns || typeof document.fonts === 'undefined') return;
    const reshape = () => {
      columns.style.fontFamily = 'serif';
      void columns.offsetWidth;
      columns.style.fontFamily = '';
      measure();
    };
    document.fonts.addEventListener('loadingdone', reshape);
    return () => document.fonts.removeEventListener('loadingdone', reshape);
  }, [current, content, measure]);

  useEffect(() => {
    const view = viewport.current;
    if (!view || !current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(view);
    return () => observer.disconnect();
  }, [viewport, current, measure]);

  const page = position.page < 0 || position.page >= pageCount ? Math.max(0, pageCount - 1) : position.page;
  const pageRef = useRef(page);
  pageRef.current = page;

  // The columns move by whole pages.
  useLayoutEffect(() => {
    const columns = content.current;
    if (columns) columns.style.transform = `translateX(${-page * (width + PAGE_GAP)}px)`;
  }, [content, page, width, chapterRevision]);

  // The position (and how far into the book it is) is kept once the chapter is measured: before that the
  // page count is a guess and the page would be clamped to it.
  const sections = current?.book.sections.length ?? 0;
  useEffect(() => {
    if (!current || width === 0 || !laidOut) return;
    const at = { section: position.section, page };
    void updateBook(current.id, { position: at, progress: bookProgress(at, pageCount, sections) });
  }, [current, position.section, page, pageCount, sections, width, laidOut]);

  const turn = useCallback(
    (step: 1 | -1) => {
      if (!current || !laidOut) return;
      const last = current.book.sections.length - 1;
      setPosition((at) => {
        const target = pageRef.current + step;
        if (target >= 0 && target < pageCount) return { section: at.section, page: target };
        if (step > 0 && at.section < last) return { section: at.section + 1, page: 0 };
        if (step < 0 && at.section > 0) return { section: at.section - 1, page: -1 };
        return at;
      });
    },
    [current, pageCount, laidOut],
  );

  const atStart = position.section === 0 && page === 0;
  const atEnd = !current || (position.section === current.book.sections.length - 1 && page >= pageCount - 1);
  return {
    current,
    error,
    notice,
    open,
    reopen,
    turn,
    page,
    pageCount,
    section: position.section,
    chapterRevision,
    laidOut,
    atStart,
    atEnd,
  };
}
