import { EPUB, type FoliateLoader } from 'foliate-js/epub.js';
import { readEpub, type EpubBook } from '../epub/epub-book.ts';
import { unzipOffThread } from '../epub/unzip-off-thread.ts';
import { withKoreanFont } from './chapter-fonts.ts';
import { defuseResource } from './defuse.ts';

/**
 * A book for foliate-js, read from bytes through our own zip check (zip-reader.ts in a worker: a valid zip
 * within limits of size, file count and compression ratio; epub-book.ts: a package document, at least one
 * readable chapter), so a broken file is refused with a
 * message in the learner's words before the engine sees it. foliate-js then parses the package again for
 * what it renders (reading order, table of contents, CFIs, right-to-left and vertical books).
 */

export interface OpenedBook {
  /** foliate's book, for `<foliate-view>.open()`. */
  book: EPUB;
  /** Title, author, language and readable chapters, from our own parse. */
  meta: EpubBook;
}

const MISSING_CHAPTER = (path: string) =>
  `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>Missing</title></head><body><p>This chapter (${path.replace(/[<&>"]/g, '')}) is missing from the book.</p></body></html>`;

function loaderFor(meta: EpubBook): FoliateLoader {
  const decoder = new TextDecoder();
  return {
    loadText: (name) => {
      const file = meta.resource(name);
      return file ? decoder.decode(file.bytes) : null;
    },
    loadBlob: (name, type) => {
      const file = meta.resource(name);
      // A copy: the Blob must not share the book's buffer, which the library may still be writing.
      return file ? new Blob([file.bytes.slice()], { type: type ?? file.mediaType }) : null;
    },
    getSize: (name) => meta.resource(name)?.bytes.length ?? 0,
  };
}

/**
 * Opens a book's bytes for the engine; throws EpubError (with the reason for the learner) when they are not
 * a readable EPUB.
 * @example const { book, meta } = await openBook(bytes); await view.open(book);
 */
export async function openBook(bytes: Uint8Array): Promise<OpenedBook> {
  // Unzipped in a worker within limits: a zip bomb is refused without freezing the page.
  const meta = readEpub(await unzipOffThread(bytes));
  const book = await new EPUB(loaderFor(meta)).init();
  book.transformTarget.addEventListener('data', (event) => {
    const detail = (event as CustomEvent<{ data: unknown; type: unknown }>).detail;
    const defused = defuseResource(detail.data, detail.type);
    detail.data = defused.then(({ data, type }) =>
      (type === 'application/xhtml+xml' || type === 'text/html') && typeof data === 'string'
        ? withKoreanFont(data)
        : data,
    );
    // The type the blob is made with: what the frame renders the file as.
    detail.type = defused.then(({ type }) => type);
  });
  // A chapter of the reading order that the zip does not hold is skipped by page turns (not linear) and
  // says so if reached through a link, instead of stopping the book.
  for (const section of book.sections)
    if (!meta.resource(section.id)) {
      section.linear = 'no';
      section.load = () =>
        URL.createObjectURL(new Blob([MISSING_CHAPTER(section.id)], { type: 'application/xhtml+xml' }));
    }
  return { book, meta };
}
