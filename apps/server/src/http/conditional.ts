/**
 * The HTTP caching and range rules of the audio route (RFC 9110), apart from any I/O so they can be tested
 * on their own: an entity tag from size and modification time, If-None-Match, and one byte range.
 */

/**
 * A strong entity tag from the file's size and modification time (as nginx does).
 * @example entityTag(1000, new Date(0)) // '"3e8-0"'
 */
export function entityTag(size: number, modified: Date): string {
  return `"${size.toString(16)}-${Math.floor(modified.getTime()).toString(16)}"`;
}

/**
 * Whether an If-None-Match header matches the tag (weak comparison: `W/` prefixes are ignored; `*` matches).
 * @example noneMatch('W/"a", "b"', '"b"') // true
 */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag.trim()) === wanted);
}

function opaque(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/** The bytes to send, inclusive at both ends. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header against a file of `size` bytes: one range (`bytes=a-b`, `bytes=a-`, `bytes=-n`), or
 * 'unsatisfiable' (answer 416), or null when the whole file is to be sent (no header, another unit, several
 * ranges or a malformed one: RFC 9110 lets a server ignore what it does not support).
 * @example parseRange('bytes=-500', 1000) // { start: 500, end: 999 }
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // Suffix range: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * Whether an If-Range precondition lets the range apply: absent, or equal to the current strong tag. A date
 * or another tag means the client's partial copy is stale, so the whole file is sent instead.
 * @example ifRangeAllows(undefined, '"a"') // true
 */
export function ifRangeAllows(header: string | string[] | undefined, etag: string): boolean {
  return header === undefined || (typeof header === 'string' && header.trim() === etag);
}
