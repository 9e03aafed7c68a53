import { lookupTable } from '../lookup-table.ts';
/**
 * French function words and frequent adverbs the Hunspell flags cannot classify: each written form with
 * its base form and universal tag. Written by hand for Glossa; ambiguous words list every reading, the
 * first being the default before context decides.
 */

/** One reading of a closed-class word; `parts` splits contractions (`du` = de + le). */
export interface ClosedReading {
  lemma: string;
  tag: string;
  parts?: { lex: string; tag: string }[];
}

// `form=lemma/TAG` (lemma omitted when equal to the form), readings separated by `|`.
const TABLE = `
le=le/DET|le/PRON la=le/DET|le/PRON les=le/DET|le/PRON l'=le/DET|le/PRON
un=un/DET|un/NUM une=un/DET|un/NUM des=un/DET
du=de/DET au=à/DET aux=à/DET
ce/DET|ce/PRON cet=ce/DET cette=ce/DET ces=ce/DET c'=ce/PRON ça/PRON cela/PRON ceci/PRON
mon/DET ma=mon/DET mes=mon/DET ton/DET ta=ton/DET tes=ton/DET son/DET|son/NOUN sa=son/DET ses=son/DET
notre/DET nos=notre/DET votre/DET vos=votre/DET leur/DET|leur/PRON leurs=leur/DET
quel/DET quelle=quel/DET quels=quel/DET quelles=quel/DET
chaque/DET plusieurs/DET quelques=quelque/DET quelque/DET aucun/DET|aucun/PRON aucune=aucun/DET
certains=certain/DET certaines=certain/DET tout/DET|tout/ADV|tout/PRON toute=tout/DET tous=tout/DET|tout/PRON
toutes=tout/DET|tout/PRON même/ADJ|même/ADV mêmes=même/ADJ autre/ADJ autres=autre/ADJ
je/PRON j'=je/PRON tu/PRON il/PRON elle/PRON on/PRON nous/PRON vous/PRON ils=il/PRON elles=elle/PRON
me/PRON m'=me/PRON te/PRON t'=te/PRON se/PRON s'=se/PRON lui/PRON eux=lui/PRON moi/PRON toi/PRON soi/PRON
y/PRON en/ADP|en/PRON dont/PRON qui/PRON que/SCONJ|que/PRON qu'=que/SCONJ|que/PRON quoi/PRON
lequel/PRON laquelle=lequel/PRON lesquels=lequel/PRON lesquelles=lequel/PRON
celui/PRON celle=celui/PRON ceux=celui/PRON celles=celui/PRON
rien/PRON personne/PRON|personne/NOUN chacun/PRON chacune=chacun/PRON quelqu'un/PRON
de/ADP d'=de/ADP à/ADP dans/ADP par/ADP pour/ADP sur/ADP sous/ADP avec/ADP sans/ADP chez/ADP
vers/ADP entre/ADP contre/ADP depuis/ADP pendant/ADP avant/ADP après/ADP devant/ADP derrière/ADP
parmi/ADP selon/ADP malgré/ADP jusque/ADP jusqu'=jusque/ADP envers/ADP dès/ADP hors/ADP outre/ADP
et/CCONJ ou/CCONJ mais/CCONJ donc/CCONJ|donc/ADV or/CCONJ ni/CCONJ car/CCONJ
si/SCONJ|si/ADV s'=si/SCONJ quand/SCONJ comme/SCONJ|comme/ADV lorsque/SCONJ lorsqu'=lorsque/SCONJ
puisque/SCONJ puisqu'=puisque/SCONJ quoique/SCONJ quoiqu'=quoique/SCONJ parce/ADV
ne/ADV n'=ne/ADV pas/ADV plus/ADV jamais/ADV rien/PRON guère/ADV point/NOUN
très/ADV bien/ADV|bien/NOUN mal/ADV|mal/NOUN trop/ADV assez/ADV peu/ADV beaucoup/ADV
toujours/ADV souvent/ADV parfois/ADV déjà/ADV encore/ADV aussi/ADV ainsi/ADV alors/ADV puis/ADV
ensuite/ADV enfin/ADV ici/ADV là/ADV ailleurs/ADV partout/ADV loin/ADV près/ADV dehors/ADV dedans/ADV
hier/ADV demain/ADV aujourd'hui/ADV maintenant/ADV bientôt/ADV tard/ADV tôt/ADV longtemps/ADV
vite/ADV presque/ADV surtout/ADV seulement/ADV vraiment/ADV plutôt/ADV tant/ADV autant/ADV moins/ADV
davantage/ADV environ/ADV peut-être/ADV cependant/ADV pourtant/ADV néanmoins/ADV toutefois/ADV
oui/INTJ non/ADV|non/INTJ bonjour/INTJ|bonjour/NOUN merci/INTJ|merci/NOUN salut/INTJ hélas/INTJ
où/ADV|où/PRON comment/ADV pourquoi/ADV combien/ADV ensemble/ADV debout/ADV volontiers/ADV
c'est-à-dire/ADV d'abord/ADV d'ailleurs/ADV dessus/ADV dessous/ADV autour/ADV tout/ADV
zéro/NUM deux/NUM trois/NUM quatre/NUM cinq/NUM six/NUM sept/NUM huit/NUM neuf/NUM|neuf/ADJ dix/NUM
onze/NUM douze/NUM treize/NUM quatorze/NUM quinze/NUM seize/NUM vingt/NUM trente/NUM quarante/NUM
cinquante/NUM soixante/NUM cent/NUM cents=cent/NUM mille/NUM
`;

function parseTable(source: string): Map<string, ClosedReading[]> {
  const map = new Map<string, ClosedReading[]>();
  for (const item of source.split(/\s+/)) {
    if (!item) continue;
    const eq = item.indexOf('=');
    const form = eq > 0 && eq < item.indexOf('/') ? item.slice(0, eq) : item.slice(0, item.indexOf('/'));
    const body = eq > 0 && eq < item.indexOf('/') ? item.slice(eq + 1) : item;
    const readings = body.split('|').map((r) => {
      const [lemma = form, tag = 'X'] = r.split('/');
      return { lemma, tag };
    });
    map.set(form, [...(map.get(form) ?? []), ...readings]);
  }
  return map;
}

const CLOSED = parseTable(TABLE);

/** Contractions of a preposition and the article, shown as two morphs. */
const CONTRACTION_PARTS: Readonly<Record<string, { lex: string; tag: string }[]>> = lookupTable({
  du: [
    { lex: 'de', tag: 'ADP' },
    { lex: 'le', tag: 'DET' },
  ],
  au: [
    { lex: 'à', tag: 'ADP' },
    { lex: 'le', tag: 'DET' },
  ],
  aux: [
    { lex: 'à', tag: 'ADP' },
    { lex: 'le', tag: 'DET' },
  ],
});

/**
 * Readings of a function word (lower case, straight apostrophe), or undefined for open-class words.
 * @example closedReadings("qu'")?.[0] // { lemma: 'que', tag: 'SCONJ' }
 */
export function closedReadings(form: string): ClosedReading[] | undefined {
  const readings = CLOSED.get(form);
  if (!readings) return undefined;
  const parts = CONTRACTION_PARTS[form];
  return parts ? readings.map((r) => ({ ...r, parts })) : readings;
}

/** Subject pronouns: a word after one of them is most likely a finite verb. */
export const SUBJECT_PRONOUNS = new Set([
  'je',
  "j'",
  'tu',
  'il',
  'elle',
  'on',
  'nous',
  'vous',
  'ils',
  'elles',
]);
/** Object clitics that sit between a subject and its verb. */
export const OBJECT_CLITICS = new Set([
  'me',
  "m'",
  'te',
  "t'",
  'se',
  "s'",
  'lui',
  'leur',
  'y',
  'en',
  'nous',
  'vous',
]);
/** Pronouns that may follow a verb after a hyphen (`dit-il`, `donne-moi`, `est-ce`). */
export const INVERTED_PRONOUNS = new Set([
  'je',
  'tu',
  'il',
  'elle',
  'on',
  'nous',
  'vous',
  'ils',
  'elles',
  'ce',
  'moi',
  'toi',
  'lui',
  'leur',
  'le',
  'la',
  'les',
  'en',
  'y',
  'là',
  'ci',
]);
