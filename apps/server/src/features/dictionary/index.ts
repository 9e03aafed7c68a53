/**
 * What other features may use of the dictionary besides its service: the derivation rules, which the
 * analysis worker loads (so this file imports nothing that reads the database).
 */
export { derivationsOf } from './derivation-rules.ts';
