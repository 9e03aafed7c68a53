/**
 * English verb forms for the grammar matcher, read from a verb's written form and its lemma: wink gives
 * lemmas and universal tags but no verb form, and "have + past participle" needs one. A regular -ed form
 * is both `past` and `pp`; the irregular verbs below tell them apart.
 */

/** lemma -> [past forms, past participles] for verbs whose forms are not lemma + -ed. */
const IRREGULAR: Readonly<Record<string, readonly [string, string]>> = Object.fromEntries(
  (
    'go went gone|write wrote written|see saw seen|take took taken|give gave given|eat ate eaten|' +
    'do did done|have had had|make made made|say said said|get got got,gotten|know knew known|' +
    'think thought thought|come came come|become became become|run ran run|find found found|' +
    'tell told told|leave left left|feel felt felt|bring brought brought|buy bought bought|' +
    'begin began begun|break broke broken|choose chose chosen|drink drank drunk|drive drove driven|' +
    'fall fell fallen|fly flew flown|forget forgot forgotten|grow grew grown|hide hid hidden|' +
    'ride rode ridden|ring rang rung|rise rose risen|sing sang sung|speak spoke spoken|' +
    'steal stole stolen|swim swam swum|throw threw thrown|wake woke woken|wear wore worn|' +
    'show showed shown|sleep slept slept|meet met met|pay paid paid|keep kept kept|lose lost lost|' +
    'build built built|send sent sent|spend spent spent|stand stood stood|understand understood understood|' +
    'sit sat sat|teach taught taught|catch caught caught|fight fought fought|hear heard heard|' +
    'hold held held|lead led led|mean meant meant|sell sold sold|win won won|bite bit bitten|' +
    'blow blew blown|draw drew drawn|freeze froze frozen|shake shook shaken|forgive forgave forgiven|' +
    'beat beat beaten|lay laid laid|lie lay lain|light lit lit|feed fed fed|deal dealt dealt|' +
    'put put put|cut cut cut|set set set|let let let|hit hit hit|shut shut shut|cost cost cost|' +
    'hurt hurt hurt|read read read|quit quit quit|spread spread spread|bet bet bet|split split split|' +
    'learn learned,learnt learned,learnt|dream dreamed,dreamt dreamed,dreamt|burn burned,burnt burned,burnt'
  )
    .split('|')
    .map((line) => {
      const [lemma = '', past = '', pp = ''] = line.split(' ');
      return [lemma, [past, pp] as const];
    }),
);

const BE: Readonly<Record<string, readonly string[]>> = {
  be: ['base'],
  am: ['present'],
  are: ['present'],
  is: ['present', '3sg'],
  "'m": ['present'],
  "'re": ['present'],
  "'s": ['present', '3sg'],
  was: ['past'],
  were: ['past'],
  been: ['pp'],
  being: ['ing'],
};

const CONTRACTED: Readonly<Record<string, readonly string[]>> = {
  "'s": ['present', '3sg'],
  "'ve": ['base', 'present'],
  "'d": ['past', 'pp'],
  "'ll": ['base'],
};

function thirdPerson(written: string, lemma: string): boolean {
  return (
    written === `${lemma}s` ||
    written === `${lemma}es` ||
    (lemma.endsWith('y') && written === `${lemma.slice(0, -1)}ies`) ||
    (lemma === 'have' && written === 'has')
  );
}

/**
 * The forms a written verb may be: `base`, `present`, `3sg`, `past`, `pp` (past participle), `ing`.
 * @example englishVerbForms('written', 'write') // ['pp']
 */
export function englishVerbForms(written: string, lemma: string): readonly string[] {
  const w = written.toLowerCase().replace(/’/g, "'");
  const l = lemma.toLowerCase();
  if (l === 'be') return BE[w] ?? [];
  const contracted = CONTRACTED[w];
  if (contracted) return contracted;
  const forms: string[] = [];
  const irregular = IRREGULAR[l];
  if (w === l) forms.push('base', 'present');
  if (thirdPerson(w, l)) forms.push('present', '3sg');
  if (w.endsWith('ing') && w !== l) forms.push('ing');
  if (irregular) {
    if (irregular[0].split(',').includes(w)) forms.push('past');
    if (irregular[1].split(',').includes(w)) forms.push('pp');
  } else if (w !== l && w.endsWith('ed')) {
    forms.push('past', 'pp');
  }
  return [...new Set(forms)];
}
