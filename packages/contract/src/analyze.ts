import { z } from 'zod';
import { LOCALES, TEXT_LANGUAGES, dictionaryLanguagesFor, isAllowedPair } from './languages.ts';
import { MAX_ANALYZE_BATCH, MAX_TEXT_LENGTH } from './limits.ts';
import { dictionaryLocaleSchema, dictionaryWordSchema, textLanguageSchema } from './dictionary.ts';
import { grammarFoundSchema } from './grammar.ts';

/**
 * The text language of an analysis request (`text_lang`, or `textLanguage`; `ko_KR` when absent), or
 * undefined after an issue on `text_lang` naming the languages there are.
 * @example const textLanguage = requestTextLanguage(body, ctx); if (!textLanguage) return z.NEVER;
 */
function requestTextLanguage(
  body: { text_lang?: string; textLanguage?: string },
  ctx: z.RefinementCtx,
): z.infer<typeof textLanguageSchema> | undefined {
  const parsed = textLanguageSchema.safeParse(body.text_lang ?? body.textLanguage ?? 'ko_KR');
  if (parsed.success) return parsed.data;
  ctx.addIssue({
    code: 'custom',
    path: ['text_lang'],
    message: `must be one of ${TEXT_LANGUAGES.join(', ')}`,
  });
  return undefined;
}

/**
 * The dictionary language of an analysis request, or undefined after an issue on `dico_lang` naming the
 * languages there are (or the ones the text language allows).
 * @example const dictionaryLanguage = requestDictionaryLanguage('fr_FR', body.dico_lang ?? 'en_US', ctx);
 */
function requestDictionaryLanguage(
  textLanguage: z.infer<typeof textLanguageSchema>,
  asked: string,
  ctx: z.RefinementCtx,
): z.infer<typeof dictionaryLocaleSchema> | undefined {
  const dictionaryLanguage = dictionaryLocaleSchema.safeParse(asked);
  if (!dictionaryLanguage.success) {
    ctx.addIssue({ code: 'custom', path: ['dico_lang'], message: `must be one of ${LOCALES.join(', ')}` });
    return undefined;
  }
  if (!isAllowedPair(textLanguage, dictionaryLanguage.data)) {
    const allowed = dictionaryLanguagesFor(textLanguage).join(', ');
    ctx.addIssue({
      code: 'custom',
      path: ['dico_lang'],
      message: `must be one of ${allowed} for ${textLanguage} text`,
    });
    return undefined;
  }
  return dictionaryLanguage.data;
}

/**
 * `POST /api/analyze` body: `{text, text_lang, dico_lang}`; the names `textLanguage` and
 * `dictionaryLanguage` are accepted too. Languages may be long (`ko_KR`) or short (`ko`).
 */
export const analyzeRequestSchema = z
  .object({
    text: z.string({ error: 'is required and must be a string' }),
    text_lang: z.string().optional(),
    dico_lang: z.string().optional(),
    textLanguage: z.string().optional(),
    dictionaryLanguage: z.string().optional(),
  })
  .transform((body, ctx) => {
    const text = body.text.trim();
    if (text.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'must not be empty' });
      return z.NEVER;
    }
    if (body.text.length > MAX_TEXT_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['text'],
        message: `must be at most ${MAX_TEXT_LENGTH} characters (got ${body.text.length})`,
      });
      return z.NEVER;
    }
    const textLanguage = requestTextLanguage(body, ctx);
    if (!textLanguage) return z.NEVER;
    const dictionaryLanguage = requestDictionaryLanguage(
      textLanguage,
      body.dico_lang ?? body.dictionaryLanguage ?? 'en_US',
      ctx,
    );
    if (!dictionaryLanguage) return z.NEVER;
    return { text: body.text, textLanguage, dictionaryLanguage };
  });
export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;

export const morphSchema = z.object({ lex: z.string(), tag: z.string() });

/** A word unit (an analysed unit); `vocabulary` absent means the word is undefined. */
export const analysedUnitSchema = z.object({
  surface: z.string(),
  word: z.string(),
  vocabulary: z.string().optional(),
  morphs: z.array(morphSchema),
});
export type AnalysedUnitDto = z.infer<typeof analysedUnitSchema>;

/**
 * A phrase the dictionary knows (phrasal verb, idiom, fixed expression) over the units `first` to `last`
 * (indices, both included): a layer over the words, which stay the units.
 */
export const phraseSpanSchema = z.object({
  first: z.number().int().min(0),
  last: z.number().int().min(0),
  vocabulary: z.string(),
});
export type PhraseSpanDto = z.infer<typeof phraseSpanSchema>;

/**
 * `POST /api/analyze` answer: the units in text order, the dictionary words of their headwords (and of the
 * phrases'), the phrases over the units, and the grammar constructions found over them (each once, explained
 * in the dictionary language, with the places it covers; an answer kept from before the grammar layer reads
 * as none).
 */
export const analyzeResponseSchema = z.object({
  units: z.array(analysedUnitSchema),
  vocab: z.array(dictionaryWordSchema),
  phrases: z.array(phraseSpanSchema),
  grammar: z.array(grammarFoundSchema).default([]),
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

/**
 * `POST /api/analyze/units` body: `{texts, text_lang}` (or `textLanguage`), at most MAX_ANALYZE_BATCH texts of
 * one language, each checked as `POST /api/analyze` checks its text. For colouring a long text (the
 * extension's page highlighting): one request for several pieces of it, each piece within the analysis limit.
 * With `dico_lang` (or `dictionaryLanguage`), a unit whose headword has no word in that dictionary language
 * loses its `vocabulary`, as in `POST /api/analyze`, so the colours agree with what the word's detail shows.
 */
export const analyzeUnitsRequestSchema = z
  .object({
    texts: z
      .array(z.string({ error: 'must be strings' }), { error: 'is required and must be a list of strings' })
      .min(1)
      .max(MAX_ANALYZE_BATCH),
    text_lang: z.string().optional(),
    textLanguage: z.string().optional(),
    dico_lang: z.string().optional(),
    dictionaryLanguage: z.string().optional(),
  })
  .transform((body, ctx) => {
    body.texts.forEach((text, i) => {
      if (text.trim().length === 0)
        ctx.addIssue({ code: 'custom', path: ['texts', i], message: 'must not be empty' });
      else if (text.length > MAX_TEXT_LENGTH)
        ctx.addIssue({
          code: 'custom',
          path: ['texts', i],
          message: `must be at most ${MAX_TEXT_LENGTH} characters (got ${text.length})`,
        });
    });
    const textLanguage = requestTextLanguage(body, ctx);
    if (!textLanguage) return z.NEVER;
    const asked = body.dico_lang ?? body.dictionaryLanguage;
    if (asked === undefined) return { texts: body.texts, textLanguage };
    const dictionaryLanguage = requestDictionaryLanguage(textLanguage, asked, ctx);
    if (!dictionaryLanguage) return z.NEVER;
    return { texts: body.texts, textLanguage, dictionaryLanguage };
  });
export type AnalyzeUnitsRequest = z.infer<typeof analyzeUnitsRequestSchema>;

/** One text's units and phrases, as `POST /api/analyze` answers them, without the dictionary words or grammar. */
export const analysedUnitsSchema = analyzeResponseSchema.omit({ vocab: true, grammar: true });
export type AnalysedUnits = z.infer<typeof analysedUnitsSchema>;

/**
 * `POST /api/analyze/units` answer: each text's units and phrases, in the order of the texts. The words'
 * senses are most of a full answer's bytes and are only needed for the word a learner opens.
 */
export const analyzeUnitsResponseSchema = z.object({ results: z.array(analysedUnitsSchema) });
export type AnalyzeUnitsResponse = z.infer<typeof analyzeUnitsResponseSchema>;
