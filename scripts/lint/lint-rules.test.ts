import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js, shown failing on deliberate violations (and passing on the allowed
 * imports next to them). Each case pretends to be a file of the repository: its path decides which rules
 * apply. The type-aware rules are switched off here: these files exist only in memory.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface LintCase {
  /** What the case shows. */
  name: string;
  /** The file the code pretends to be, relative to the repository root. */
  filePath: string;
  code: string;
  /** The rule that must fail, or null when the code must pass that rule (`allowedRule`). */
  rule: string | null;
  allowedRule?: string;
}

const RESTRICTED = 'no-restricted-imports';
const MUTUAL = 'glossa/no-mutual-feature-imports';

const cases: LintCase[] = [
  // Kysely only in repositories, row types, db/ and tests.
  {
    name: 'a service importing Kysely',
    filePath: 'apps/server/src/features/vocabulary/vocabulary.service.ts',
    code: "import { sql } from 'kysely';\nexport const one = sql`select 1`;\n",
    rule: RESTRICTED,
  },
  {
    name: 'a route importing a Kysely type',
    filePath: 'apps/server/src/features/health/health.routes.ts',
    code: "import type { Kysely } from 'kysely';\nexport type Db = Kysely<object>;\n",
    rule: RESTRICTED,
  },
  {
    name: 'a package importing Kysely',
    filePath: 'packages/dictionary/src/model.ts',
    code: "import { sql } from 'kysely';\nexport const one = sql`select 1`;\n",
    rule: RESTRICTED,
  },
  {
    name: 'a repository importing Kysely',
    filePath: 'apps/server/src/features/health/health.repository.ts',
    code: "import { sql } from 'kysely';\nexport const one = sql`select 1`;\n",
    rule: null,
    allowedRule: RESTRICTED,
  },
  {
    name: 'a row type importing Kysely',
    filePath: 'apps/server/src/features/deck/deck.table.ts',
    code: "import type { Generated } from 'kysely';\nexport interface T { id: Generated<number> }\n",
    rule: null,
    allowedRule: RESTRICTED,
  },
  {
    name: 'db/ importing Kysely',
    filePath: 'apps/server/src/db/migrations/2026-11-27-001_example.ts',
    code: "import { sql } from 'kysely';\nexport const one = sql`select 1`;\n",
    rule: null,
    allowedRule: RESTRICTED,
  },
  {
    name: 'a server test importing Kysely',
    filePath: 'apps/server/src/features/auth/auth.security.test.ts',
    code: "import { sql } from 'kysely';\nexport const one = sql`select 1`;\n",
    rule: null,
    allowedRule: RESTRICTED,
  },
  // Shared UI never imports a web-app feature or the web app.
  {
    name: 'packages/ui importing a web-app feature',
    filePath: 'packages/ui/src/word-detail/WordDetail.tsx',
    code: "import { useVocabulary } from '../../../../apps/web/src/features/vocabulary/vocabulary.store.ts';\nexport const use = useVocabulary;\n",
    rule: RESTRICTED,
  },
  {
    name: 'packages/ui importing a features folder of its own',
    filePath: 'packages/ui/src/analysed-text/AnalysedText.tsx',
    code: "import { x } from '../features/settings.ts';\nexport const y = x;\n",
    rule: RESTRICTED,
  },
  {
    name: 'packages/ui importing the web app by name',
    filePath: 'packages/ui/src/index.ts',
    code: "export { App } from '@glossa/web';\n",
    rule: RESTRICTED,
  },
  {
    name: 'a shared web component importing a feature',
    filePath: 'apps/web/src/components/Modal.tsx',
    code: "import { useSettings } from '../features/settings/settings.store.ts';\nexport const use = useSettings;\n",
    rule: RESTRICTED,
  },
  {
    name: 'a web feature importing another feature',
    filePath: 'apps/web/src/features/analyze/AnalyzePage.tsx',
    code: "import { useSettings } from '../settings/settings.store.ts';\nexport const use = useSettings;\n",
    rule: null,
    allowedRule: RESTRICTED,
  },
  {
    name: 'packages/ui importing a package',
    filePath: 'packages/ui/src/index.ts',
    code: "export { LANGUAGE_NAMES } from '@glossa/contract';\n",
    rule: null,
    allowedRule: RESTRICTED,
  },
  // A server feature reaches another only through its index.ts or its service.
  {
    name: "a feature importing another feature's internal file",
    filePath: 'apps/server/src/features/oauth/oauth.routes.ts',
    code: "import { newToken } from '../auth/tokens.ts';\nexport const t = newToken;\n",
    rule: RESTRICTED,
  },
  {
    name: "a repository importing another feature's repository",
    filePath: 'apps/server/src/features/review/review.repository.ts',
    code: "import type { CardRow } from '../deck/deck.repository.ts';\nexport type C = CardRow;\n",
    rule: RESTRICTED,
  },
  {
    name: "a feature's subfolder importing another feature's internal file",
    filePath: 'apps/server/src/features/dictionary/lookup/lookup.service.ts',
    code: "import { newToken } from '../../auth/tokens.ts';\nexport const t = newToken;\n",
    rule: RESTRICTED,
  },
  {
    name: "a feature importing another feature's index",
    filePath: 'apps/server/src/features/oauth/oauth.routes.ts',
    code: "import { newToken } from '../auth/index.ts';\nexport const t = newToken;\n",
    rule: null,
    allowedRule: RESTRICTED,
  },
  {
    name: "a feature importing another feature's service, and shared http/ and lib/ pieces",
    filePath: 'apps/server/src/features/daily/daily.service.ts',
    code: "import type { DictionaryService } from '../dictionary/dictionary.service.ts';\nimport { nextTick } from '../../lib/sync-clock.ts';\nimport type { FeatureRoutes } from '../feature.ts';\nexport type D = [DictionaryService, FeatureRoutes, typeof nextTick];\n",
    rule: null,
    allowedRule: RESTRICTED,
  },
  {
    name: "a feature's subfolder importing its own feature's files",
    filePath: 'apps/server/src/features/dictionary/lookup/lookup.service.ts',
    code: "import { a } from '../dictionary.tokens.ts';\nimport { b } from '../installs/install.ts';\nexport const c = [a, b];\n",
    rule: null,
    allowedRule: RESTRICTED,
  },
  {
    name: "a test building on another feature's test helpers",
    filePath: 'apps/server/src/features/deck/deck.routes.test.ts',
    code: "import { signUp } from '../auth/auth.test-helpers.ts';\nexport const s = signUp;\n",
    rule: null,
    allowedRule: RESTRICTED,
  },
  // Two server features never import each other (checked against the other feature's files on disk, where
  // analyze's service imports the dictionary's).
  {
    name: 'a feature importing a feature that imports it',
    filePath: 'apps/server/src/features/dictionary/dictionary.routes.ts',
    code: "import { inflectedFormsFor } from '../analyze/index.ts';\nexport const f = inflectedFormsFor;\n",
    rule: MUTUAL,
  },
  {
    name: "a feature's subfolder importing a feature that imports it",
    filePath: 'apps/server/src/features/dictionary/lookup/lookup.service.ts',
    code: "export { analysisServices } from '../../analyze/index.ts';\n",
    rule: MUTUAL,
  },
  {
    name: 'a feature importing a feature that does not import it',
    filePath: 'apps/server/src/features/analyze/analyze.service.ts',
    code: "import type { DictionaryService } from '../dictionary/dictionary.service.ts';\nexport type D = DictionaryService;\n",
    rule: null,
    allowedRule: MUTUAL,
  },
  {
    name: 'a test importing a feature that imports its own',
    filePath: 'apps/server/src/features/dictionary/dictionary.search.test.ts',
    code: "import { inflectedFormsFor } from '../analyze/index.ts';\nexport const f = inflectedFormsFor;\n",
    rule: null,
    allowedRule: MUTUAL,
  },
  // Packages never import an app.
  {
    name: 'a package importing the server by path',
    filePath: 'packages/contract/src/routes/table.ts',
    code: "import { buildApp } from '../../../../apps/server/src/app.ts';\nexport const b = buildApp;\n",
    rule: RESTRICTED,
  },
  {
    name: 'a package importing the server by name',
    filePath: 'packages/sync/src/session.ts',
    code: "import { buildApp } from '@glossa/server';\nexport const b = buildApp;\n",
    rule: RESTRICTED,
  },
];

describe('lint rules', () => {
  // The repository's own configuration, without type information (the cases are not files on disk).
  const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

  it.each(cases)('$name ($filePath)', async ({ filePath, code, rule, allowedRule }) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    const rules = (result?.messages ?? []).map((message) => message.ruleId);
    if (rule) expect(rules).toContain(rule);
    else expect(rules).not.toContain(allowedRule);
    // A fatal message (a parse error) would make any expectation meaningless.
    expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  });
});
