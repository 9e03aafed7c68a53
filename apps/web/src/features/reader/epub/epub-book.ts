import { unzipWithLimits, ZipLimitError } from './zip-reader.ts';

/**
 * A minimal EPUB 2/3 reader of our own: the zip is opened within limits (zip-reader.ts, off the main thread in
 * the Reader: unzip-off-thread.ts), the package document (OPF) gives the
 * title, the language and the reading order (spine). Nothing of the book is executed or fetched: its files
 * stay bytes in memory until sanitize.ts turns a chapter into plain, allow-listed DOM.
 */

/** Why a file could not be opened, in words for the learner. */
export class EpubError extends Error {
  override name = 'EpubError';
}

export interface EpubSection {
  /** The chapter's path inside the zip. */
  path: string;
  mediaType: string;
}

export interface EpubBook {
  title: string;
  /** The book's first dc:creator, or '' when it names none. */
  author: string;
  /** The book's dc:language (e.g. `ko`, `en-GB`), or '' when absent. */
  language: string;
  /** The readable chapters in reading order (items missing from the zip are left out). */
  sections: EpubSection[];
  /** The bytes and media type of a file of the book, by its path inside the zip. */
  resource(path: string): { bytes: Uint8Array; mediaType: string } | undefined;
}

const CHAPTER_TYPES = new Set(['application/xhtml+xml', 'text/html', 'application/xml', 'text/xml']);

/**
 * Resolves `href` (URL-encoded, relative, maybe with a #fragment) against the folder of `base`; null when it
 * leaves the zip (absolute URL, protocol, or above the root).
 * @example resolvePath('OEBPS/content.opf', 'text/ch1.xhtml#p2') // 'OEBPS/text/ch1.xhtml'
 */
export function resolvePath(base: string, href: string): string | null {
  const clean = href.split('#')[0]?.split('?')[0] ?? '';
  if (clean === '' || /^[a-z][a-z0-9+.-]*:/i.test(clean) || clean.startsWith('//')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(clean);
  } catch {
    return null;
  }
  const parts = decoded.startsWith('/') ? [] : base.split('/').slice(0, -1);
  for (const part of decoded.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

function parseXml(text: string, what: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) throw new EpubError(`its ${what} is not valid XML`);
  return doc;
}

/** Elements by local name, whatever their namespace prefix (`dc:title`, `opf:item`). */
function byName(root: Document | Element, name: string): Element[] {
  return [...root.getElementsByTagNameNS('*', name)];
}

/**
 * Opens an EPUB from its bytes in this thread; throws EpubError when it is not a zip, passes the unzip
 * limits, has no package document, or no readable chapter.
 * @example const book = openEpub(new Uint8Array(await file.arrayBuffer())); book.sections.length // 12
 */
export function openEpub(bytes: Uint8Array): EpubBook {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipWithLimits(bytes);
  } catch (error) {
    throw new EpubError(error instanceof ZipLimitError ? error.message : 'it is not a valid zip archive');
  }
  return readEpub(files);
}

/**
 * Reads an EPUB from its unzipped files (the package document, the reading order); throws EpubError when it
 * has no package document or no readable chapter.
 * @example const book = readEpub(await unzipOffThread(bytes));
 */
export function readEpub(files: Record<string, Uint8Array>): EpubBook {
  const decoder = new TextDecoder();
  const text = (path: string) => {
    const file = files[path];
    return file ? decoder.decode(file) : undefined;
  };

  const container = text('META-INF/container.xml');
  if (container === undefined) throw new EpubError('META-INF/container.xml is missing');
  const rootfile = byName(parseXml(container, 'container'), 'rootfile')[0]?.getAttribute('full-path');
  const opfPath = rootfile ? resolvePath('', rootfile) : null;
  const opfText = opfPath ? text(opfPath) : undefined;
  if (!opfPath || opfText === undefined) throw new EpubError('its package document is missing');
  const opf = parseXml(opfText, 'package document');

  const manifest = new Map<string, { path: string; mediaType: string }>();
  const mediaTypes = new Map<string, string>();
  for (const item of byName(opf, 'item')) {
    const id = item.getAttribute('id');
    const path = resolvePath(opfPath, item.getAttribute('href') ?? '');
    const mediaType = item.getAttribute('media-type') ?? '';
    if (!id || !path) continue;
    manifest.set(id, { path, mediaType });
    mediaTypes.set(path, mediaType);
  }
  const sections: EpubSection[] = [];
  for (const ref of byName(opf, 'itemref')) {
    const item = manifest.get(ref.getAttribute('idref') ?? '');
    if (!item || !CHAPTER_TYPES.has(item.mediaType)) continue;
    // A spine item missing from the zip is skipped: the rest of the book is still worth reading.
    if (!files[item.path]) {
      console.warn(`EPUB: spine item ${item.path} is missing; skipped`);
      continue;
    }
    sections.push(item);
  }
  if (sections.length === 0) throw new EpubError('it has no readable chapter');

  return {
    title: byName(opf, 'title')[0]?.textContent?.trim() ?? '',
    author: byName(opf, 'creator')[0]?.textContent?.trim() ?? '',
    language: byName(opf, 'language')[0]?.textContent?.trim() ?? '',
    sections,
    resource(path) {
      const file = files[path];
      return file ? { bytes: file, mediaType: mediaTypes.get(path) ?? '' } : undefined;
    },
  };
}
