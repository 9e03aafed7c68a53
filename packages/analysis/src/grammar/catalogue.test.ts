// The catalogue as committed: every file of every language keeps every rule (npm test fails naming file:line).
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TextLanguage } from '../types.ts';
import { validateCatalogue } from './validate.ts';

const LANGUAGES: TextLanguage[] = ['ko_KR', 'en_US', 'fr_FR'];

describe('grammar catalogue', () => {
  for (const language of LANGUAGES) {
    it(`${language}: every entry keeps the rules, and its examples and matches are found`, () => {
      const report = validateCatalogue(language);
      const lines = report.problems.map(
        (p) => `${relative(process.cwd(), p.file)}:${p.line}: ${p.id ?? ''} ${p.message}`,
      );
      expect(lines).toEqual([]);
      expect(report.entries).toBeGreaterThan(0);
    }, 120_000);
  }
});
