// Nothing of grammar is used by other features: the analysis worker writes the answer's `grammar` with
// @glossa/analysis/grammar's grammarAnswerJson.
export {};
