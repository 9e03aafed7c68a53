/**
 * What other features may use of analysis: the analysis services a route builds over the shared worker pool,
 * and the dictionary search's inflected forms over them.
 */
export { analysisServices, type AnalysisServices } from './analysis-services.ts';
export { inflectedFormsFor } from './inflected-forms.ts';
