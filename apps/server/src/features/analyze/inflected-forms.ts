import type { DictionaryTextLanguage } from '@glossa/contract';
import type { FastifyInstance } from 'fastify';
import type { InflectedForms } from '../dictionary/dictionary.service.ts';
import type { AppContext } from '../feature.ts';
import { analysisServices, type AnalysisServices } from './analysis-services.ts';

const decoder = new TextDecoder();

/**
 * The dictionary search's inflected forms, from the analysers this feature runs in its worker pool with the
 * installed headwords as lexicon: a typed word is one short task there (well under a millisecond once warm),
 * and the event loop never runs an analyser nor loads its data. Only a query that is one word, or one phrase
 * the dictionary knows (`looked for` -> `look for`), stands for headwords; a sentence stands for none.
 * @example await inflectedForms(services)('went', 'en_US') // ['go']
 */
export function inflectedForms(services: AnalysisServices): InflectedForms {
  return async (query: string, language: DictionaryTextLanguage) => {
    const lexicon = await services.lexicons.get(language);
    if (!lexicon) return [];
    const { unitsJson, headwords, phrases } = await services.pool().analyze(query, language, lexicon);
    const units = JSON.parse(decoder.decode(unitsJson)) as unknown[];
    if (units.length === 0) return [];
    const whole = phrases.filter((p) => p.first === 0 && p.last === units.length - 1);
    if (whole.length > 0) return whole.map((p) => p.vocabulary);
    return units.length === 1 ? headwords : [];
  };
}

/**
 * The inflected forms of the server this context belongs to, over its one analysis pool: what the dictionary
 * routes are given (the dictionary feature imports nothing of analysis; features/index.ts joins the two).
 * @example dictionaryRoutes(inflectedFormsFor)
 */
export function inflectedFormsFor(app: FastifyInstance, context: AppContext): InflectedForms {
  return inflectedForms(analysisServices(app, context));
}
