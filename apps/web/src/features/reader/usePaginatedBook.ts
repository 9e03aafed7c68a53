import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { loadSaved, saveBook, savePosition, type ReadingPosition } from './book-store.ts';
import { EpubError, openEpub, type EpubBook } from './epub/epub-book.ts';
import { sanitiseChapter } from './epub/sanitize.ts';
import { isEpubName } from './reader.model.ts';

/** Space between two columns (pages): the next page never peeks into the visible one. */
export const PAGE_GAP = 48;

export interface OpenBook {
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
) {
  const [current, setCurrent] = useState<OpenBook | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [position, setPosition] = useState<Position>({ section: 0, page: 0 });
  const [pageCount, setPageCount] = useState(1);
  const [width, setWidth] = useState(0);
  // Bumped when a chapter is rendered: marks of the previous chapter are gone.
  const [chapterRevision, setChapterRevision] = useState(0);
  const restored = useRef(false);

  const show = useCallback((name: string, bytes: Uint8Array, at: Position) => {
    const book = openEpub(bytes);
    setCurrent({ name, book });
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
      try {
        show(file.name, bytes, { section: 0, page: 0 });
      } catch (failure) {
        if (!(failure instanceof EpubError)) console.warn('Reader:', failure);
        const reason = failure instanceof EpubError ? failure.message : 'it is not a valid EPUB book';
        setError(`“${file.name}” could not be opened: ${reason}.`);
        return;
      }
      void saveBook({ name: file.name, bytes });
    },
    [show],
  );

  // Reopening the Reader continues the kept book where the learner stopped.
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    void loadSaved().then((saved) => {
      if (!saved || current) return;
      try {
        show(saved.book.name, saved.book.bytes, saved.position);
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
    try {
      const chapter = sanitiseChapter(current.book, path, document);
      urls = chapter.urls;
      columns.replaceChildren(chapter.fragment);
    } catch (failure) {
      console.warn('Reader: chapter could not be shown', failure);
      columns.replaceChildren();
    }
    columns.querySelectorAll('img').forEach((img) => img.addEventListener('load', measure, { once: true }));
    measure();
    setChapterRevision((n) => n + 1);
    performance.mark('glossa:reader-rendered');
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
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

  useEffect(() => {
    if (current) void savePosition({ section: position.section, page });
  }, [current, position.section, page]);

  const turn = useCallback(
    (step: 1 | -1) => {
      if (!current) return;
      const last = current.book.sections.length - 1;
      setPosition((at) => {
        const target = pageRef.current + step;
        if (target >= 0 && target < pageCount) return { section: at.section, page: target };
        if (step > 0 && at.section < last) return { section: at.section + 1, page: 0 };
        if (step < 0 && at.section > 0) return { section: at.section - 1, page: -1 };
        return at;
      });
    },
    [current, pageCount],
  );

  const atStart = position.section === 0 && page === 0;
  const atEnd = !current || (position.section === current.book.sections.length - 1 && page >= pageCount - 1);
  return {
    current,
    error,
    open,
    turn,
    page,
    pageCount,
    section: position.section,
    chapterRevision,
    atStart,
    atEnd,
  };
}
