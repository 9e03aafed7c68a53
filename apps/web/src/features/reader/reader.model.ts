import { MAX_TEXT_LENGTH, TEXT_LANGUAGES, type AnalysedUnitDto, type TextLanguage } from '@glossa/contract';

/** Pure rules of the Reader (spec sections 2, 4 and 9). */

/** A piece of the page's text sent in one analysis request, with where it starts in the page's text. */
export interface Chunk {
  start: number;
  text: string;
}

const SENTENCE_END = /[.!?…。？！]["'”’»)]*\s+/g;

/**
 * Splits the page's paragraphs (joined with blank lines) into requests of at most `max` characters: whole
 * paragraphs when they fit, else sentences, else hard cuts. `start` is the chunk's offset in
 * `paragraphs.join('\n\n')`.
 * @example splitChunks(['Hi.', 'Yo.'], 1000) // [{ start: 0, text: 'Hi.\n\nYo.' }]
 */
export function splitChunks(paragraphs: readonly string[], max = MAX_TEXT_LENGTH): Chunk[] {
  // Pieces that each fit: a paragraph, or the sentences (or slices) of a long one.
  const pieces: { start: number; text: string; paragraphStart: boolean }[] = [];
  let offset = 0;
  for (const paragraph of paragraphs) {
    if (paragraph.length <= max) pieces.push({ start: offset, text: paragraph, paragraphStart: true });
    else {
      let cut = 0;
      for (const sentence of sentences(paragraph)) {
        for (let i = 0; i < sentence.length; i += max)
          pieces.push({
            start: offset + cut + i,
            text: sentence.slice(i, i + max),
            paragraphStart: cut + i === 0,
          });
        cut += sentence.length;
      }
    }
    offset += paragraph.length + 2;
  }
  const chunks: Chunk[] = [];
  for (const piece of pieces) {
    const last = chunks.at(-1);
    const joined = last && last.text + (piece.paragraphStart ? '\n\n' : '') + piece.text;
    // Pieces are consecutive in the page's text, so gluing them back with their separator keeps `start` true.
    if (last && joined !== undefined && joined.length <= max) last.text = joined;
    else chunks.push({ start: piece.start, text: piece.text });
  }
  return chunks.filter((chunk) => chunk.text.trim() !== '');
}

function sentences(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    out.push(text.slice(from, end));
    from = end;
  }
  if (from < text.length) out.push(text.slice(from));
  return out;
}

/** An analysed unit placed in the page's text: [start, end) offsets. */
export interface PlacedUnit {
  unit: AnalysedUnitDto;
  start: number;
  end: number;
}

/**
 * Places a chunk's units in the page's text, in the order returned: each surface is searched forward from
 * the previous one; a unit that is not found is left out.
 * @example placeUnits({ start: 5, text: 'a cat' }, [{ surface: 'cat', ... }])[0] // { start: 7, end: 10, ... }
 */
export function placeUnits(chunk: Chunk, units: readonly AnalysedUnitDto[]): PlacedUnit[] {
  const placed: PlacedUnit[] = [];
  let cursor = 0;
  for (const unit of units) {
    if (!unit.surface) continue;
    const at = chunk.text.indexOf(unit.surface, cursor);
    if (at < 0) continue;
    placed.push({ unit, start: chunk.start + at, end: chunk.start + at + unit.surface.length });
    cursor = at + unit.surface.length;
  }
  return placed;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Spec section 9: the popup is 12 px from its word and 6 px from the window's edges. */
export const POPUP_OFFSET = 12;
export const EDGE_PADDING = 6;

/**
 * Where the word popup goes: below the word (12 px) when it fits, else above, else wherever it shows most;
 * horizontally from the word's left edge; always at least 6 px inside the viewport.
 * @example placePopup({ left: 10, top: 10, width: 40, height: 20 }, { width: 300, height: 200 }, { width: 390, height: 800 }) // { left: 10, top: 42 }
 */
export function placePopup(
  word: Box,
  popup: { width: number; height: number },
  viewport: { width: number; height: number },
): { left: number; top: number } {
  const clamp = (value: number, low: number, high: number) =>
    Math.max(low, Math.min(value, Math.max(low, high)));
  const below = word.top + word.height + POPUP_OFFSET;
  const above = word.top - POPUP_OFFSET - popup.height;
  let top: number;
  if (below + popup.height <= viewport.height - EDGE_PADDING) top = below;
  else if (above >= EDGE_PADDING) top = above;
  else top = viewport.height - word.top - word.height > word.top ? below : above;
  return {
    left: clamp(word.left, EDGE_PADDING, viewport.width - popup.width - EDGE_PADDING),
    top: clamp(top, EDGE_PADDING, viewport.height - popup.height - EDGE_PADDING),
  };
}

/**
 * The analysis language of a book from its dc:language (`ko`, `en-GB`, `fr-CA`), or `fallback`.
 * @example bookTextLanguage('fr-CA', 'ko_KR') // 'fr_FR'
 */
export function bookTextLanguage(language: string, fallback: TextLanguage): TextLanguage {
  const short = language.toLowerCase().slice(0, 2);
  return TEXT_LANGUAGES.find((lang) => lang.startsWith(`${short}_`)) ?? fallback;
}

/**
 * Whether a file may be opened: the picker accepts .epub only, and so does a dropped or forced file.
 * @example isEpubName('book.EPUB') // true
 */
export function isEpubName(name: string): boolean {
  return /\.epub$/i.test(name);
}
