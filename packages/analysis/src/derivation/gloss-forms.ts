/**
 * How the affix templates write a gloss in a dictionary language: the pieces of English and French grammar
 * the Korean, English and French rules share (an article, an elided "de", a feminine adjective).
 */

/** An English verb gloss keeps its "to" in front: "to deliver" + re- -> "to re-deliver", not "re-to deliver". */
export function afterTo(gloss: string, change: (x: string) => string): string {
  return gloss.startsWith('to ') ? `to ${change(gloss.slice(3))}` : change(gloss);
}

/**
 * The English article before a word, by its sound: "an" before a vowel sound (an arbitrary, an honest, an
 * hour), "a" before a consonant sound, a "y" or "w" sound included (a useful, a university, a one-off).
 * @example article('honest') // 'an'
 */
export function article(word: string): 'a' | 'an' {
  const lower = word.toLowerCase();
  if (/^(hono|honest|hour|heir)/.test(lower)) return 'an';
  if (/^(uni|use|usu|uti|ure|eu|ewe|one|once|ouija)/.test(lower)) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/**
 * "in a fair way", "in an arbitrary way", "in an honest way".
 * @example inAWay('honest') // 'in an honest way'
 */
export function inAWay(gloss: string): string {
  return `in ${article(gloss)} ${gloss} way`;
}

/**
 * French "de" before a word: elided before a vowel or a mute h (plein d'espoir, plein d'humour), else "de ".
 * @example frenchDe('espoir') // "d'espoir"
 */
export function frenchDe(word: string): string {
  const lower = word.toLowerCase();
  // Most words in h- keep "de" (de haine, de honte); these common ones have a mute h.
  const muteH =
    /^(homme|heure|histoire|honneur|humour|humeur|habitude|hiver|hôtel|huile|herbe|hôpital|harmonie|hygiène|humanit|humid|hésit)/;
  return /^[aeiouyàâäéèêëîïôöùûüœæ]/.test(lower) || muteH.test(lower) ? `d'${word}` : `de ${word}`;
}

/**
 * A French adjective in the feminine, for the templates that agree with a feminine noun (de façon sûre): the
 * regular endings (heureux -> heureuse, actif -> active, premier -> première, naturel -> naturelle, ancien
 * -> ancienne, bon -> bonne, public -> publique), an adjective ending in e unchanged, else + e.
 * @example frenchFeminine('sûr') // 'sûre'
 */
export function frenchFeminine(adjective: string): string {
  const rules: Array<[RegExp, string]> = [
    [/eux$/, 'euse'],
    [/if$/, 'ive'],
    [/er$/, 'ère'],
    [/el$/, 'elle'],
    [/en$/, 'enne'],
    [/on$/, 'onne'],
    [/ic$/, 'ique'],
    [/e$/, 'e'],
  ];
  return adjective
    .split(' ')
    .map((word, index) => {
      if (index > 0) return word;
      for (const [end, feminine] of rules) if (end.test(word)) return word.replace(end, feminine);
      return `${word}e`;
    })
    .join(' ');
}
