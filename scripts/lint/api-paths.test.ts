import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The rule that keeps API paths inside @glossa/client (eslint.config.js, apps/web/src): shown failing on
 * deliberate violations and passing on the allowed code next to them. Each case pretends to be a file of the
 * repository, so its path decides which rules apply. To show another rule, add rows to `cases`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface LintCase {
  /** What the case shows. */
  name: string;
  /** The file the code pretends to be, relative to the repository root. */
  filePath: string;
  code: string;
  rule: string;
  /** The message the rule must give, or null when the code must pass that rule. */
  message: RegExp | null;
}

const SYNTAX = 'no-restricted-syntax';
const API_PATH = /only through @glossa\/client/;

const cases: LintCase[] = [
  {
    name: 'a fetch of an /api path in a feature',
    filePath: 'apps/web/src/features/x/bad.ts',
    code: "export const load = () => fetch('/api/user/voc');\n",
    rule: SYNTAX,
    message: API_PATH,
  },
  {
    name: 'an /api path built in a template literal',
    filePath: 'apps/web/src/features/x/bad.ts',
    code: 'export const url = (id: string) => `/api/senses/${id}/examples`;\n',
    rule: SYNTAX,
    message: API_PATH,
  },
  {
    name: 'an /api path after a base URL in a template literal',
    filePath: 'apps/web/src/app/bad.ts',
    code: 'export const url = (base: string) => `${base}/api/health`;\n',
    rule: SYNTAX,
    message: API_PATH,
  },
  {
    name: 'an /api link in JSX',
    filePath: 'apps/web/src/features/account/Bad.tsx',
    code: 'export const SignOut = () => <a href="/api/auth/logout">Sign out</a>;\n',
    rule: SYNTAX,
    message: API_PATH,
  },
  {
    name: "the client's one configuration naming the base path",
    filePath: 'apps/web/src/lib/client.ts',
    code: "export const API_BASE = '/api';\n",
    rule: SYNTAX,
    message: null,
  },
  {
    name: 'an app route that is not an API path',
    filePath: 'apps/web/src/app/shell/navigation.ts',
    code: "export const to = '/analyze';\n",
    rule: SYNTAX,
    message: null,
  },
  {
    name: 'a call through the client',
    filePath: 'apps/web/src/features/x/good.ts',
    code: "import { api } from '@glossa/contract';\nimport { client } from '../../lib/client.ts';\nexport const load = () => client.call(api.vocabulary.list);\n",
    rule: SYNTAX,
    message: null,
  },
];

describe('lint rules: API paths only in @glossa/client', () => {
  // The repository's own configuration, without type information (the cases are not files on disk).
  const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

  it.each(cases)('$name ($filePath)', async ({ filePath, code, rule, message }) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    const messages = result?.messages ?? [];
    // A fatal message (a parse error) would make any expectation meaningless.
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    const fromRule = messages.filter((m) => m.ruleId === rule).map((m) => m.message);
    if (message) {
      expect(fromRule.length).toBeGreaterThan(0);
      for (const text of fromRule) expect(text).toMatch(message);
    } else {
      expect(fromRule).toEqual([]);
    }
  });
});
