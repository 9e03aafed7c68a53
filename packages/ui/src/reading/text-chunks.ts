import { MAX_TEXT_LENGTH, type AnalysedUnitDto } from '@glossa/contract';

/**
 * How a reading surface (the Reader's page, a web page in the Chrome extension) sends its text for analysis:
 * the paragraphs, joined with blank lines into one "page text", are cut into requests of at most 1000
 * characters (Analyze in requests of at most 1000 characters, split at paragraph or sentence
 * boundaries), and the units of each answer are placed back in the page text.
 */

/** A piece of the page text sent in one analysis request, with where it starts in the page text. */
export interface Chunk {
  start: number;
  text: string;
}

const SENTENCE_END = /[.!?…。？！]["'”’»)\]]*\s+/g;

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

/**
 * Cuts a text too long for one request at the last space before `max` (a hard cut when there is none).
 * @example cutAtSpaces('aaa bbb ccc', 8) // ['aaa bbb ', 'ccc']
 */
export function cutAtSpaces(text: string, max: number): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const space = rest.lastIndexOf(' ', max - 1);
    const cut = space > max / 2 ? space + 1 : max;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest) out.push(rest);
  return out;
}

/**
 * Splits paragraphs (joined with blank lines) into requests of at most `max` characters: whole paragraphs
 * while they fit, a long paragraph by sentences, a long sentence at spaces. `start` is the chunk's offset in
 * `paragraphs.join('\n\n')`; chunks with only whitespace are left out.
 * @example splitChunks(['Hi.', 'Yo.'], 1000) // [{ start: 0, text: 'Hi.\n\nYo.' }]
 */
export function splitChunks(paragraphs: readonly string[], max = MAX_TEXT_LENGTH): Chunk[] {
  const pieces: { start: number; text: string; paragraphStart: boolean }[] = [];
  let offset = 0;
  for (const paragraph of paragraphs) {
    if (paragraph.length <= max) pieces.push({ start: offset, text: paragraph, paragraphStart: true });
    else {
      let cut = 0;
      for (const sentence of sentences(paragraph)) {
        for (const part of cutAtSpaces(sentence, max)) {
          pieces.push({ start: offset + cut, text: part, paragraphStart: cut === 0 });
          cut += part.length;
        }
      }
    }
    offset += paragraph.length + 2;
  }
  const chunks: Chunk[] = [];
  for (const piece of pieces) {
    const last = chunks.at(-1);
    const joined = last && last.text + (piece.paragraphStart ? '\n\n' : '') + piece.text;
    // Pieces follow each other in the page text, so gluing them with their separator keeps `start` true.
    if (last && joined !== undefined && joined.length <= max) last.text = joined;
    else chunks.push({ start: piece.start, text: piece.text });
  }
  return chunks.filter((chunk) => /\S/.test(chunk.text));
}

/** An analysed unit placed in the page text: [start, end) offsets. */
export interface PlacedUnit {
  unit: AnalysedUnitDto;
  /** The unit's index in its answer (phrases name units by index). */
  index: number;
  start: number;
  end: number;
}

/**
 * Places a chunk's units in the page text in the order returned: each surface is searched forward from the
 * previous one; a unit that is not found (the analyser normalised it) is left out.
 * @example placeUnits({ start: 5, text: 'a cat' }, [{ surface: 'cat', ... }])[0] // { start: 7, end: 10, index: 0, ... }
 */
export function placeUnits(chunk: Chunk, units: readonly AnalysedUnitDto[]): PlacedUnit[] {
  const placed: PlacedUnit[] = [];
  let cursor = 0;
  units.forEach((unit, index) => {
    if (!unit.surface || !/\S/.test(unit.surface)) return;
    const at = chunk.text.indexOf(unit.surface, cursor);
    if (at < 0) return;
    placed.push({ unit, index, start: chunk.start + at, end: chunk.start + at + unit.surface.length });
    cursor = at + unit.surface.length;
  });
  return placed;
}
