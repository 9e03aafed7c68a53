/**
 * Pronominal verbs: `je me suis levée` has the headword `se lever` when the lexicon lists it. The verb
 * stays its own unit (the clitic and auxiliary sit between), only its headword changes.
 */
import type { HeadwordLexicon } from '../types.ts';
import type { Reading } from './readings.ts';
import { normalizeForm } from './tokenizer.ts';

const REFLEXIVE = new Set(['me', "m'", 'te', "t'", 'se', "s'"]);
/** Words that may stand between the reflexive clitic and the verb (`me suis`, `se sont`, `s'en va`). */
const BETWEEN = new Set(['en', 'y']);

function isReflexiveAt(forms: readonly string[], index: number): boolean {
  const form = forms[index] ?? '';
  if (REFLEXIVE.has(form)) return true;
  // `nous nous levons`: the second `nous` is the reflexive one.
  return (form === 'nous' || form === 'vous') && forms[index - 1] === form;
}

/**
 * For each token, the pronominal headword (`se lever`, `s'asseoir`) the lexicon has, if its verb is
 * preceded by a reflexive clitic, possibly with être or `en`/`y` in between.
 * @example pronominalHeadwords(['je', 'me', 'suis', 'levée'], readings, lexicon)[3] // 'se lever'
 */
export function pronominalHeadwords(
  texts: readonly string[],
  chosen: readonly Reading[],
  lexicon: HeadwordLexicon | undefined,
): (string | undefined)[] {
  const forms = texts.map(normalizeForm);
  return chosen.map((reading, i) => {
    if (!lexicon || (reading.tag !== 'VERB' && reading.tag !== 'AUX') || reading.lemma === 'être')
      return undefined;
    let j = i - 1;
    if (chosen[j]?.lemma === 'être') j -= 1;
    while (j >= 0 && BETWEEN.has(forms[j] ?? '')) j -= 1;
    if (j < 0 || !isReflexiveAt(forms, j)) return undefined;
    const elided = /^[aeéèêiîoôuhœ]/i.test(reading.lemma) ? `s'${reading.lemma}` : undefined;
    return [elided, `se ${reading.lemma}`].find((key) => key !== undefined && lexicon.has(key));
  });
}
