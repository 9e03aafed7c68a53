/** What other features may use of analysis: the analysis services a route builds over the shared worker pool. */
export { analysisServices, type AnalysisServices } from './analysis-services.ts';
