/**
 * Whether a picture shows what a word means: the emoji's English name must be what the word's first sense
 * says in English (one of its comma-separated translations, without articles or "to", singular or plural).
 * A keyword match alone drew 장 (a counter, "sheet") as a maple leaf, 장미 (rose) as a rosette and 패키지 (a
 * package tour) as a parcel; a picture is better missing than wrong, so a word without a match is no Daily
 * word at all.
 */

const COLOURS = new Set(['red', 'green', 'yellow', 'blue', 'orange', 'purple', 'brown', 'black', 'white']);

const LEADING = /^(?:to|a|an|the|one's|someone's|something's)\s+/;

/** A gloss or label reduced to its plain words: lower case, no brackets, no articles, single spaces. */
function plain(text: string): string {
  let out = text
    .toLowerCase()
    // A bracketed qualifier narrows the sense ("package (tour)" is no parcel): its words stay, brackets go.
    .replace(/[()[\]]/g, ' ')
    .replace(/[^\p{L}\p{N}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  while (LEADING.test(out)) out = out.replace(LEADING, '');
  return out;
}

/** The forms a name may take: as it is, and with a plural -s or -es added or taken away. */
function forms(name: string): string[] {
  const out = [name];
  if (name.endsWith('es')) out.push(name.slice(0, -2));
  if (name.endsWith('s')) out.push(name.slice(0, -1));
  else out.push(`${name}s`, `${name}es`);
  return out;
}

/**
 * @example pictureMatchesSense('rose', 'rose, rosebush') // true
 * @example pictureMatchesSense('rosette', 'rose') // false
 * @example pictureMatchesSense('new moon', 'moon') // false
 */
export function pictureMatchesSense(englishLabel: string, firstSenseEnglish: string): boolean {
  const label = plain(englishLabel);
  if (!label) return false;
  const names = new Set(forms(label));
  // A colour names only the variant drawn ("red apple" is an apple); any other word changes the thing.
  const [first, ...rest] = label.split(' ');
  if (rest.length > 0 && COLOURS.has(first!)) for (const form of forms(rest.join(' '))) names.add(form);
  return firstSenseEnglish
    .split(/[,;/]/)
    .map(plain)
    .some((alternative) => alternative !== '' && names.has(alternative));
}
