import { z } from 'zod';
import { textLanguageSchema, dictionaryLocaleSchema } from './dictionary.ts';

/** Error codes of the grammar catalogue's routes. */
export const GRAMMAR_ERROR_CODES = {
  grammarNotFound: 'GRAMMAR_NOT_FOUND',
} as const;

/** The morphemes `first` to `last` (both included) of the unit `unit` that make up a construction. */
export const grammarMorphRangeSchema = z.object({
  unit: z.number().int().min(0),
  first: z.number().int().min(0),
  last: z.number().int().min(0),
});

/** What every construction carries: its id, how books write it, its level and category. */
const grammarHeadSchema = z.object({
  id: z.string(),
  display: z.string(),
  /** TOPIK1-TOPIK6 for Korean, A1-C2 (CEFR) for English and French. */
  level: z.string(),
  category: z.string(),
  /** One line in the dictionary language. */
  meaning: z.string(),
});

/** One place a construction covers: the units `first` to `last` (indices, both included), made of `morphs`. */
export const grammarPlaceSchema = z.object({
  first: z.number().int().min(0),
  last: z.number().int().min(0),
  morphs: z.array(grammarMorphRangeSchema),
});
export type GrammarPlaceDto = z.infer<typeof grammarPlaceSchema>;

/**
 * One place as `POST /api/analyze` sends it: its morpheme ranges in text order, three numbers each (unit,
 * first morpheme, last morpheme, both included); the place runs from the first range's unit to the last
 * one's. `[4,1,1]` is morpheme 1 of unit 4; `[2,1,1,3,0,0]` spans units 2 and 3. A 1,000-character Korean
 * text has a couple of hundred places: written as objects they took half of the grammar's bytes.
 */
export const grammarPlaceRangesSchema = z
  .array(z.number().int().min(0))
  .min(3)
  .refine((numbers) => numbers.length % 3 === 0, 'a place is three numbers per morpheme range');

/**
 * A grammar construction found in an analysed text (`POST /api/analyze`'s `grammar`), explained in the
 * request's dictionary language, with every place it covers in text order (`spans`). Each construction
 * comes once per answer, in the order of its first place: a long text has a few hundred places of a dozen or
 * two constructions, and their texts repeated per place were most of the answer's bytes. A layer like the
 * phrases: several constructions may cover the same unit.
 */
export const grammarFoundSchema = grammarHeadSchema.extend({
  explanation: z.string(),
  /** Each place as its ranges; an answer kept from before the ranges were sent gives objects. */
  spans: z.array(z.union([grammarPlaceRangesSchema, grammarPlaceSchema])),
});
export type GrammarFoundDto = z.infer<typeof grammarFoundSchema>;

/**
 * One place of a found construction with its texts, as the word detail and the underlined text read them
 * (`grammarSpans` makes them from an answer's `grammar`).
 */
export const grammarSpanSchema = grammarHeadSchema.extend({
  explanation: z.string(),
  first: z.number().int().min(0),
  last: z.number().int().min(0),
  morphs: z.array(grammarMorphRangeSchema),
});
export type GrammarSpanDto = z.infer<typeof grammarSpanSchema>;

const spansOf = new WeakMap<readonly object[], GrammarSpanDto[]>();

/**
 * An answer's `grammar` as one object per place, in text order, made once per answer (the same array for
 * the same `grammar`, so it can be a memo's input). Each carries the construction's strings (shared, not
 * copied). An item already per place (an answer kept from before constructions were sent once) is kept.
 * @example grammarSpans(answer.grammar)[0] // { id: 'ko.connective.aseo', display: '-아서/어서', …, first: 1, last: 1, morphs: [...] }
 */
export function grammarSpans(
  grammar: readonly (GrammarFoundDto | GrammarSpanDto)[] | null | undefined,
): GrammarSpanDto[] {
  if (!grammar || grammar.length === 0) return [];
  const known = spansOf.get(grammar);
  if (known) return known;
  const out: GrammarSpanDto[] = [];
  for (const item of grammar) {
    if (!('spans' in item)) {
      out.push(item);
      continue;
    }
    const { spans, ...head } = item;
    for (const place of spans) out.push({ ...head, ...(Array.isArray(place) ? placeOf(place) : place) });
  }
  // Text order: by first unit, then by the first morpheme (as the matcher reports them).
  out.sort((a, b) => a.first - b.first || (a.morphs[0]?.first ?? 0) - (b.morphs[0]?.first ?? 0));
  spansOf.set(grammar, out);
  return out;
}

/**
 * A place sent as its ranges, as an object: `[2,1,1,3,0,0]` -> first 2, last 3, two morpheme ranges.
 * @example placeOf([4, 1, 1]) // { first: 4, last: 4, morphs: [{ unit: 4, first: 1, last: 1 }] }
 */
export function placeOf(ranges: readonly number[]): GrammarPlaceDto {
  const morphs: GrammarPlaceDto['morphs'] = [];
  for (let i = 0; i + 2 < ranges.length; i += 3)
    morphs.push({ unit: ranges[i]!, first: ranges[i + 1]!, last: ranges[i + 2]! });
  return { first: morphs[0]?.unit ?? 0, last: morphs[morphs.length - 1]?.unit ?? 0, morphs };
}

/** `GET /api/grammar/:lang` and `/api/grammar/:lang/:id` path; `dico_lang` picks the explanations' language. */
export const grammarListParamsSchema = z.object({ lang: textLanguageSchema });
export const grammarEntryParamsSchema = z.object({
  lang: textLanguageSchema,
  id: z.string().min(1).max(100),
});
export const grammarQuerySchema = z.object({
  dico_lang: dictionaryLocaleSchema.optional(),
});

/** One construction in the catalogue list, with its meaning in every dictionary language it has. */
export const grammarListItemSchema = grammarHeadSchema.extend({
  /** The meaning in each dictionary language (short codes: en, fr, es, ja, ko), for searching in any. */
  meanings: z.record(z.string(), z.string()),
});

/** `GET /api/grammar/:lang` answer: the whole catalogue of a text language, by level then display form. */
export const grammarListSchema = z.object({
  textLanguage: z.string(),
  items: z.array(grammarListItemSchema),
});
export type GrammarList = z.infer<typeof grammarListSchema>;

/** An example sentence with its translation in the dictionary language (English when it has none). */
export const grammarExampleSchema = z.object({ sentence: z.string(), translation: z.string() });

/** `GET /api/grammar/:lang/:id` answer: one construction in full. */
export const grammarEntrySchema = grammarListItemSchema.extend({
  explanation: z.string(),
  examples: z.array(grammarExampleSchema),
  confusedWith: z.array(z.object({ id: z.string(), display: z.string() })),
});
export type GrammarEntryDto = z.infer<typeof grammarEntrySchema>;

/** Where a learner stands with a construction: learning it, or knows it (no row: neither yet). */
export const grammarStatusSchema = z.enum(['learning', 'known']);
export type GrammarStatusValue = z.infer<typeof grammarStatusSchema>;

/** `PUT`/`DELETE /api/user/grammar/:id` path: a catalogue id (any text language's). */
export const grammarStatusParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** `PUT /api/user/grammar/:id` body. */
export const grammarStatusBodySchema = z.object({ status: grammarStatusSchema });

/** One stored construction status of the signed-in learner. */
export const grammarStatusItemSchema = z.object({
  id: z.string(),
  status: grammarStatusSchema,
  /** ISO 8601 UTC time the server stored it. */
  updated_at: z.string(),
});
export type GrammarStatusItem = z.infer<typeof grammarStatusItemSchema>;

/** `GET /api/user/grammar` answer: every status the learner has set (bounded by the catalogue's size). */
export const grammarStatusListSchema = z.object({ items: z.array(grammarStatusItemSchema) });
export type GrammarStatusList = z.infer<typeof grammarStatusListSchema>;
