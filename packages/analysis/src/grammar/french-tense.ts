/**
 * French simple tenses for the grammar matcher, read from a finite verb's written form and its lemma (the
 * French analyser gives the lemma but no tense): futur and conditionnel are the future stem plus their
 * endings, the imparfait the -ais/-ait/-ions/-iez/-aient endings on another stem, the passé simple its own
 * endings; what is left of a finite form is a présent. Then the neighbours decide what the tense is part
 * of: an auxiliary before a participle makes a compound tense, aller + infinitive the futur proche, venir de
 * the passé récent, and an imperative has no subject before it.
 */
import { SUBJECT_PRONOUNS as PERSONAL_SUBJECTS } from '../french/closed-class.ts';
import { ETRE_VERBS } from '../french/disambiguate.ts';
import type { MatchContext, RowMorph } from './context.ts';

export type FrenchSimpleTense = 'present' | 'imparfait' | 'futur' | 'conditionnel' | 'passe-simple';

/** Future stems that are not the infinitive (the conditional shares them). */
const FUTURE_STEMS: Readonly<Record<string, string>> = {
  être: 'ser',
  avoir: 'aur',
  aller: 'ir',
  faire: 'fer',
  pouvoir: 'pourr',
  vouloir: 'voudr',
  savoir: 'saur',
  devoir: 'devr',
  voir: 'verr',
  revoir: 'reverr',
  envoyer: 'enverr',
  courir: 'courr',
  mourir: 'mourr',
  recevoir: 'recevr',
  falloir: 'faudr',
  valoir: 'vaudr',
  pleuvoir: 'pleuvr',
  cueillir: 'cueiller',
  asseoir: 'assiér',
};
const FUTURE_ENDINGS = ['ai', 'as', 'a', 'ons', 'ez', 'ont'];
const IMPERFECT_ENDINGS = ['ais', 'ait', 'ions', 'iez', 'aient'];
/** Present forms that end like an imparfait. */
const PRESENT_LIKE_IMPERFECT = new Set(
  'fais fait sais sait vais tais tait plais plait connais connait parais parait nais reconnais'.split(' '),
);
/** Passé simple forms of frequent irregular verbs (third persons, which are what books use). */
const IRREGULAR_PASSE_SIMPLE = new Set(
  (
    'fut furent eut eurent fit firent prit prirent mit mirent vint vinrent tint tinrent put purent dut ' +
    'durent sut surent voulut voulurent vécut naquit mourut moururent connut crut lut but reçut parut ' +
    'courut plut devint revint apprit comprit surprit'
  ).split(' '),
);
/** -ir verbs whose present third person is short (il part) so that -it is a passé simple (il partit). */
const SHORT_PRESENT_IR = new Set(
  'partir sortir dormir sentir servir mentir repartir ressortir ressentir'.split(' '),
);

function futureStems(lemma: string): string[] {
  const irregular = FUTURE_STEMS[lemma];
  if (irregular) return [irregular];
  for (const [ending, stem] of [
    ['venir', 'viendr'],
    ['tenir', 'tiendr'],
    ['faire', 'fer'],
  ] as const) {
    if (lemma.endsWith(ending)) return [lemma.slice(0, -ending.length) + stem];
  }
  if (lemma.endsWith('re')) return [lemma.slice(0, -1)];
  if (lemma.endsWith('er')) {
    // -er verbs change their stem's vowel or consonant (lèvera, appellera, paiera): compared loosely below.
    return [lemma];
  }
  return [lemma];
}

/** Accents off and doubled consonants single: lèver / lever, appeller / appeler. */
function loose(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([^aeiou])\1/g, '$1')
    .replace(/ier$/, 'yer');
}

function endsWithStem(
  written: string,
  stems: readonly string[],
  endings: readonly string[],
  lemma: string,
): boolean {
  for (const ending of endings) {
    if (!written.endsWith(ending)) continue;
    const stem = written.slice(0, -ending.length);
    if (stems.includes(stem)) return true;
    if (lemma.endsWith('er') && !FUTURE_STEMS[lemma] && stem.endsWith('er') && loose(stem) === loose(lemma))
      return true;
  }
  return false;
}

/**
 * The simple tenses a finite French verb form may be in (several when the form is ambiguous: `finit`).
 * @example frenchSimpleTenses('partirons', 'partir') // ['futur']
 */
export function frenchSimpleTenses(written: string, lemma: string): FrenchSimpleTense[] {
  const w = written.toLowerCase();
  const l = lemma.toLowerCase();
  const stems = futureStems(l);
  if (endsWithStem(w, stems, FUTURE_ENDINGS, l)) return ['futur'];
  if (endsWithStem(w, stems, IMPERFECT_ENDINGS, l)) return ['conditionnel'];
  // Present plurals of -érer, -irer and -urer verbs end the same way (ils préfèrent, tirent, assurent).
  const presentLookalike = /(érer|irer|urer)$/.test(l);
  if (
    IRREGULAR_PASSE_SIMPLE.has(w) ||
    (!presentLookalike && /(èrent|[^a]irent|urent|inrent|âmes|âtes|îmes|îtes|ûmes|ûtes|înmes)$/.test(w))
  )
    return ['passe-simple'];
  if (l.endsWith('er') && w.length > 2) {
    const stem = l.slice(0, -2);
    const variants = [stem, stem.replace(/c$/, 'ç'), stem.replace(/g$/, 'ge')];
    if (variants.some((v) => w === `${v}a` || w === `${v}as` || w === `${v}ai`)) return ['passe-simple'];
  }
  // oubliez, étudions: -er verbs whose stem ends in i write their present like an imparfait.
  if (l.endsWith('er') && (w === `${l.slice(0, -2)}ons` || w === `${l.slice(0, -2)}ez`)) return ['present'];
  if (l.endsWith('re') && !l.endsWith('ire') && (w === `${l.slice(0, -2)}it` || w === `${l.slice(0, -2)}is`))
    return ['passe-simple'];
  if (SHORT_PRESENT_IR.has(l) && w === `${l.slice(0, -2)}it`) return ['passe-simple'];
  if (
    !PRESENT_LIKE_IMPERFECT.has(w) &&
    IMPERFECT_ENDINGS.some((e) => w.endsWith(e) && w.length > e.length + 1) &&
    (w[0] === l[0] || (l === 'être' && w.startsWith('ét')))
  )
    // -ions/-iez are also present subjunctives (que nous parlions): the context tells, not the form.
    return w.endsWith('ions') || w.endsWith('iez') ? ['imparfait', 'present'] : ['imparfait'];
  return ['present'];
}

/** The personal subject pronouns, and the demonstrative and relative subjects a finite verb also follows. */
const SUBJECT_PRONOUNS = new Set([...PERSONAL_SUBJECTS, 'ce', "c'", 'qui', 'ça', 'cela']);
/** Object pronouns between a subject (or ne) and its verb: je te le dis, ne le touche pas. */
// nous and vous are left out: far more often the subject (vous parlez) than an object before the verb.
const CLITICS = new Set([
  'me',
  "m'",
  'te',
  "t'",
  'se',
  "s'",
  'le',
  'la',
  "l'",
  'les',
  'lui',
  'leur',
  'y',
  'en',
]);

const isVerb = (m: RowMorph | undefined): m is RowMorph =>
  m !== undefined && (m.tag === 'VERB' || m.tag === 'AUX');

/** The next morpheme after `pos`, skipping negation words and adverbs (il n'est pas encore venu). */
function nextAfterAdverbs(ctx: MatchContext, pos: number): number {
  let p = pos + 1;
  while (p < ctx.row.length && p - pos <= 3) {
    const m = ctx.row[p] as RowMorph;
    if (m.tag !== 'ADV' && !NEGATION_WORDS.has(m.lex)) break;
    p++;
  }
  return p;
}
/** The second half of a negation, whatever the analyser tags it (il n'a rien dit). */
const NEGATION_WORDS = new Set(['pas', 'plus', 'jamais', 'rien', 'point', 'guère']);

/** Whether the verb at `pos` is the auxiliary or the aller/venir of another construction. */
function buildsAnotherTense(ctx: MatchContext, pos: number): boolean {
  const m = ctx.row[pos] as RowMorph;
  // Est-ce que opens a question; its est is no tense of the sentence.
  if (m.lex === 'être' && ctx.row[pos + 1]?.lex === 'ce' && ctx.row[pos + 2]?.lex === 'que') return true;
  let p = nextAfterAdverbs(ctx, pos);
  // Inverted subject: Avez-vous fini ?
  if (ctx.row[p]?.tag === 'PRON' && SUBJECT_PRONOUNS.has((ctx.row[p] as RowMorph).lex))
    p = nextAfterAdverbs(ctx, p);
  const next = ctx.row[p];
  if (!next) return false;
  const nextForms = isVerb(next) ? ctx.feature(p, 'form') : [];
  if (m.lex === 'avoir' && nextForms.includes('pp')) return true;
  if (m.lex === 'être' && nextForms.includes('pp')) {
    // être + participle of an être verb, or after a reflexive pronoun: a compound tense. Other participles
    // after être are a passive or a state (le pain est fini), which keep être's own tense.
    const reflexive = ['se', "s'", 'me', "m'", 'te', "t'", 'nous', 'vous'].includes(
      ctx.row[pos - 1]?.lex ?? '',
    );
    return ETRE_VERBS.has(next.lex) || reflexive;
  }
  if (m.lex === 'aller' && nextForms.includes('inf')) return true;
  if (
    m.lex === 'venir' &&
    next.lex === 'de' &&
    isVerb(ctx.row[p + 1]) &&
    ctx.feature(p + 1, 'form').includes('inf')
  )
    return true;
  return false;
}

/**
 * The simple tense of the verb at `pos` when it is the finite head of its group (not the auxiliary of a
 * compound tense, not aller of the futur proche); undefined otherwise.
 */
export function frenchTenseAt(ctx: MatchContext, pos: number): FrenchSimpleTense[] | undefined {
  const m = ctx.row[pos];
  if (!isVerb(m)) return undefined;
  const forms = ctx.feature(pos, 'form');
  // il fait, elle dit, il écrit: the participle and the present are written alike; a subject decides.
  const presentLikeParticiple =
    forms.includes('pp') && SUBJECT_PRONOUNS.has(subjectBefore(ctx, pos)?.lex ?? '');
  if (!forms.includes('finite') && !presentLikeParticiple) return undefined;
  if (buildsAnotherTense(ctx, pos)) return undefined;
  if (presentLikeParticiple) return ['present'];
  const tenses = frenchSimpleTenses(ctx.feature(pos, 'surface')[0] ?? '', m.lex);
  // -ions/-iez after que (il faut que vous arriviez) is the subjunctive, not the imparfait.
  if (tenses.length > 1 && [1, 2, 3].some((back) => ctx.row[pos - back]?.lex === 'que'))
    return tenses.filter((t) => t !== 'imparfait');
  return tenses;
}

/** The morpheme before the verb at `pos` once ne and object pronouns are skipped (il ne le dit pas). */
function subjectBefore(ctx: MatchContext, pos: number): RowMorph | undefined {
  let p = pos - 1;
  while (p >= 0 && pos - p <= 3) {
    const m = ctx.row[p] as RowMorph;
    if (m.lex === 'ne' || m.lex === "n'" || (CLITICS.has(m.lex) && m.tag === 'PRON')) p--;
    else break;
  }
  return ctx.row[p];
}

/** Whether the verb at `pos` is an imperative: a present form with no subject before it that opens its sentence. */
export function frenchImperative(ctx: MatchContext, pos: number): boolean {
  const tenses = frenchTenseAt(ctx, pos);
  if (!tenses?.includes('present')) return false;
  const written = ctx.feature(pos, 'surface')[0] ?? '';
  if (!/(e|es|s|x|ons|ez|a)$/.test(written) || /(ent|ont)$/.test(written)) return false;
  // Back over ne and object pronouns (ne le touche pas) to where the group starts.
  let p = pos - 1;
  while (p >= 0 && pos - p <= 3) {
    const m = ctx.row[p] as RowMorph;
    if (m.lex === 'ne' || m.lex === "n'" || (CLITICS.has(m.lex) && m.tag === 'PRON')) p--;
    else break;
  }
  const start = p + 1;
  const before = ctx.row[p];
  if (before && SUBJECT_PRONOUNS.has(before.lex)) return false;
  // The analysed text has no punctuation: a capital letter (or the start of the text) opens the sentence.
  const opens = start === 0 || /^\p{Lu}/u.test(ctx.writtenAt(start));
  // Inside a sentence (after a comma, puis, et), a present form no subject can take without its pronoun
  // is an imperative too: -ons and -ez need nous and vous, and -s after a consonant or i (lis, attends,
  // fais) is a je/tu form, while a noun subject would take the third person (lit, attend, fait). Not after
  // et / ou, where a second verb shares the first one's subject (nous mangeons et buvons).
  const subjectless = (/(ons|ez)$/.test(written) || /[^e]s$/.test(written)) && before?.tag !== 'CCONJ';
  if (!opens && !subjectless) return false;
  // Veux-tu, Pourriez-vous: an inverted subject makes a question.
  const after = ctx.row[pos + 1];
  return !(
    after &&
    after.tag === 'PRON' &&
    SUBJECT_PRONOUNS.has(after.lex) &&
    after.lex !== 'qui' &&
    after.lex !== 'ce'
  );
}
