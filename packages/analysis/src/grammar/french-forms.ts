/**
 * French verb forms for the grammar matcher: past participle, infinitive, present participle or finite,
 * read from the written form and the lemma. The Hunspell lexicon marks regular participles only (`allée`
 * and `fait` come out as plain verb forms), so the endings and the irregular participles decide.
 */

/** Infinitive ending -> masculine singular participle; `prendre` -> `pris`, `comprendre` -> `compris`. */
const IRREGULAR: readonly [string, string][] = [
  ['être', 'été'],
  ['avoir', 'eu'],
  ['faire', 'fait'],
  ['prendre', 'pris'],
  ['mettre', 'mis'],
  ['naître', 'né'],
  ['mourir', 'mort'],
  ['ouvrir', 'ouvert'],
  ['offrir', 'offert'],
  ['couvrir', 'couvert'],
  ['souffrir', 'souffert'],
  ['voir', 'vu'],
  ['pouvoir', 'pu'],
  ['vouloir', 'voulu'],
  ['devoir', 'dû'],
  ['savoir', 'su'],
  ['recevoir', 'reçu'],
  ['pleuvoir', 'plu'],
  ['falloir', 'fallu'],
  ['valoir', 'valu'],
  ['asseoir', 'assis'],
  ['lire', 'lu'],
  ['boire', 'bu'],
  ['croire', 'cru'],
  ['plaire', 'plu'],
  ['connaître', 'connu'],
  ['paraître', 'paru'],
  ['vivre', 'vécu'],
  ['suivre', 'suivi'],
  ['courir', 'couru'],
  ['venir', 'venu'],
  ['tenir', 'tenu'],
  ['rire', 'ri'],
  ['dire', 'dit'],
  ['écrire', 'écrit'],
  ['uire', 'uit'],
  ['indre', 'int'],
];
/** Longest ending first: `connaître` before `naître`, `savoir` before `avoir`, `écrire` before `rire`. */
const IRREGULAR_PARTICIPLES = [...IRREGULAR].sort((a, b) => b[0].length - a[0].length);

function masculineSingular(written: string): string[] {
  const out = [written];
  for (const ending of ['es', 'e', 's']) {
    if (written.endsWith(ending) && written.length > ending.length + 1)
      out.push(written.slice(0, -ending.length));
  }
  return out;
}

function participlesOf(lemma: string): string[] {
  for (const [ending, participle] of IRREGULAR_PARTICIPLES) {
    if (lemma.endsWith(ending)) return [lemma.slice(0, -ending.length) + participle];
  }
  if (lemma.endsWith('er')) return [`${lemma.slice(0, -2)}é`];
  if (lemma.endsWith('ir')) return [`${lemma.slice(0, -2)}i`];
  if (lemma.endsWith('re')) return [`${lemma.slice(0, -2)}u`];
  return [];
}

/**
 * The forms a written French verb may be: `pp` (past participle, any agreement), `inf`, `ppr` (present
 * participle) or `finite`.
 * @example frenchVerbForms('allées', 'aller') // ['pp']
 */
export function frenchVerbForms(written: string, lemma: string): readonly string[] {
  const w = written.toLowerCase().replace(/’/g, "'");
  const l = lemma.toLowerCase();
  if (w === l && /(er|ir|re|oir)$/.test(l)) return ['inf'];
  const participles = participlesOf(l);
  if (masculineSingular(w).some((m) => participles.includes(m))) return ['pp'];
  if (w.endsWith('ant') && w !== l) return ['ppr'];
  return ['finite'];
}
