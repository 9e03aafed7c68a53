/**
 * English simple tenses for the grammar matcher: whether a verb is the finite head of a present simple or
 * past simple verb group. The tagger gives lemmas and tags but no tense, and the same written form is often
 * several things (`cut`, `played`, `had`), so the verb's neighbours decide: a verb after `to`, a modal or
 * an auxiliary is not the head; `be` + -ing, `have` + participle, `have to` and `used to` are other
 * constructions; a form that could be a bare infinitive needs a subject right before it.
 */
import type { MatchContext, RowMorph } from './context.ts';

const MODALS = new Set(['will', 'would', 'can', 'could', 'shall', 'should', 'may', 'might', 'must', 'ought']);
const AUXILIARIES = new Set(['do', 'have', 'be', 'being']);
/** Pronouns that can be a subject (object pronouns like `me` cannot). */
const SUBJECT_PRONOUNS = new Set(
  'i you he she it we they there this that these those who which what nobody somebody someone everybody everyone anybody anyone nothing something everything'.split(
    ' ',
  ),
);
const POSSESSIVES = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their']);
/** What a subject noun phrase may be made of, walking back from its noun. */
const NOUN_PHRASE_TAGS = new Set(['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM']);

const isVerb = (m: RowMorph | undefined): m is RowMorph =>
  m !== undefined && (m.tag === 'VERB' || m.tag === 'AUX');
const skippable = (m: RowMorph): boolean => m.tag === 'ADV' || m.lex === 'not';

/** Whether the noun phrase ending at `pos` reads as a subject: nothing that takes an object before it. */
function subjectNounPhrase(ctx: MatchContext, pos: number): boolean {
  let p = pos;
  while (p >= 0 && pos - p < 6) {
    const m = ctx.row[p] as RowMorph;
    if (!NOUN_PHRASE_TAGS.has(m.tag) && !(m.tag === 'PRON' && POSSESSIVES.has(m.lex))) break;
    // The analysed text has no punctuation: a capital (not a name's) opens a sentence, so the phrase starts here.
    if (m.tag !== 'PROPN' && /^\p{Lu}/u.test(ctx.writtenAt(p)) && m.index === 0) return true;
    // A determiner right after a noun starts a new phrase: the noun ends another one, and this phrase is the
    // subject of a clause of its own (by the time the firefighters arrived, the book the teacher wrote).
    if (m.tag === 'DET' && p < pos) {
      const before = ctx.row[p - 1];
      if (before && (before.tag === 'NOUN' || before.tag === 'PROPN')) return true;
    }
    p--;
  }
  if (p === pos) return false;
  const before = ctx.row[p];
  if (!before) return true;
  return before.tag !== 'VERB' && before.tag !== 'AUX' && before.tag !== 'ADP';
}

/** The verb after `pos` in the same group, skipping not, adverbs and an inverted subject. */
function nextInGroup(ctx: MatchContext, pos: number): RowMorph | undefined {
  let p = pos + 1;
  for (let skipped = 0; skipped < 4; skipped++, p++) {
    const m = ctx.row[p];
    if (!m) return undefined;
    if (skippable(m) || (m.tag === 'PRON' && SUBJECT_PRONOUNS.has(m.lex))) continue;
    return m;
  }
  return undefined;
}

function formsAt(ctx: MatchContext, pos: number): readonly string[] {
  return ctx.feature(pos, 'form');
}

/**
 * `present` or `past` when the verb at `pos` is the finite head of a simple-tense group (be as a main verb
 * and passives included); undefined otherwise.
 * @example englishSimpleTense(ctx, 1) // 'present' for `lives` in "She lives here"
 */
export function englishSimpleTense(ctx: MatchContext, pos: number): 'present' | 'past' | undefined {
  const m = ctx.row[pos];
  if (!isVerb(m) || MODALS.has(m.lex)) return undefined;
  const forms = formsAt(ctx, pos);
  const present = forms.includes('present') || forms.includes('3sg');
  const past = forms.includes('past');
  if (!present && !past) return undefined;

  // Before: after to, a modal or an auxiliary the verb is not the group's head.
  let p = pos - 1;
  while (p >= 0 && pos - p <= 3 && skippable(ctx.row[p] as RowMorph)) p--;
  const prev = ctx.row[p];
  if (prev) {
    if (prev.lex === 'to' && prev.tag === 'PART') return undefined;
    if (MODALS.has(prev.lex)) return undefined;
    if (prev.tag === 'AUX' && AUXILIARIES.has(prev.lex)) return undefined;
  }
  // A form that may be a bare infinitive or a participle needs a subject right before it.
  // Auxiliary do is always finite (Do you speak ...?).
  const ambiguous = (forms.includes('base') || forms.includes('pp')) && !(m.lex === 'do' && m.tag === 'AUX');
  if (ambiguous) {
    if (!prev) return undefined;
    if (prev.tag === 'PRON' && SUBJECT_PRONOUNS.has(prev.lex)) {
      const beforeSubject = ctx.row[p - 1];
      if (
        beforeSubject &&
        (MODALS.has(beforeSubject.lex) || (beforeSubject.tag === 'AUX' && AUXILIARIES.has(beforeSubject.lex)))
      )
        return undefined;
    } else if (prev.tag === 'NOUN' || prev.tag === 'PROPN') {
      if (!subjectNounPhrase(ctx, p)) return undefined;
    } else return undefined;
  }

  // After: other constructions built on this verb.
  const next = nextInGroup(ctx, pos);
  if (next) {
    const nextPos = ctx.row.indexOf(next, pos);
    const nextForms = isVerb(next) ? formsAt(ctx, nextPos) : [];
    if (
      m.lex === 'be' &&
      (nextForms.includes('ing') || next.lex === 'being' || (next.lex === 'be' && nextForms.includes('pp')))
    )
      return undefined;
    if (m.lex === 'have' && (next.lex === 'to' || (isVerb(next) && nextForms.includes('pp'))))
      return undefined;
    if ((m.lex === 'use' || m.lex === 'suppose') && next.lex === 'to') return undefined;
  }
  if (present) return 'present';
  return 'past';
}
