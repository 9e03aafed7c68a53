// An ESLint rule: two server features never import each other (analyze may use dictionary, or dictionary
// analyze, not both). The per-file import restrictions cannot see this: it is a property of two folders. A
// feature importing another is checked against that other feature's own files on disk.
import fs from 'node:fs';
import path from 'node:path';

/** Production files only: tests and their helpers may build on any feature. */
const TEST_FILE = /\.test\.ts$|\.test-helpers\.ts$|\.test-setup\.ts$|\/testing\/|\/bench\//;
const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The features folder a file sits in and the feature it belongs to, or null outside features/. */
function featureOf(file) {
  const match = /^(.*[\\/]src[\\/]features)[\\/]([^\\/]+)[\\/]/.exec(file);
  return match ? { root: match[1], feature: match[2] } : null;
}

/** Every .ts file below a folder. */
function tsFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** For a folder read in this lint run: the files of each other feature its production files import. */
const cache = new Map();

/**
 * The other features the production files of `features/<feature>/` import, each with one file that does.
 * @example featureImports('/repo/apps/server/src/features', 'analyze') // Map { 'dictionary' => '.../analyze.service.ts' }
 */
export function featureImports(root, feature) {
  const key = path.join(root, feature);
  const known = cache.get(key);
  if (known && Date.now() - known.readAt < 2000) return known.imports;
  const imports = new Map();
  for (const file of tsFiles(key)) {
    if (TEST_FILE.test(file)) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      if (!spec.startsWith('.')) continue;
      const target = featureOf(path.resolve(path.dirname(file), spec));
      if (target && target.root === root && target.feature !== feature && !imports.has(target.feature)) {
        imports.set(target.feature, file);
      }
    }
  }
  cache.set(key, { imports, readAt: Date.now() });
  return imports;
}

export const noMutualFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Two server features must not import each other.' },
    messages: {
      mutual:
        "Feature '{{own}}' imports '{{other}}', and '{{other}}' imports '{{own}}' ({{file}}): let the dependency run one way (through the other's service or index.ts), or move the shared piece to the side that owns it, or to lib/.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const own = featureOf(filename);
    if (!own || TEST_FILE.test(filename)) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(filename), spec));
      if (!target || target.root !== own.root || target.feature === own.feature) return;
      const back = featureImports(own.root, target.feature).get(own.feature);
      if (back) {
        context.report({
          node,
          messageId: 'mutual',
          data: { own: own.feature, other: target.feature, file: path.relative(own.root, back) },
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'no-mutual-feature-imports': noMutualFeatureImports } };
