import fs from 'node:fs';
import path from 'node:path';

/** Source files whose imports count (the scripts, tests and sources of a workspace). */
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'coverage']);
/**
 * Imports of a Glossa package (subpaths too): static `import … from` / `export … from` and bare `import`
 * statements at the start of a line, and dynamic `import(…)` / `require(…)` calls.
 */
const GLOSSA_IMPORTS = [
  /^\s*(?:import|export)\s[^;]*?\bfrom\s*['"](@glossa\/[a-z0-9-]+)/gm,
  /^\s*import\s*['"](@glossa\/[a-z0-9-]+)/gm,
  /\b(?:import|require)\s*\(\s*['"](@glossa\/[a-z0-9-]+)/g,
];

export interface UndeclaredImport {
  /** The workspace folder, relative to the root ('.' for the root's own scripts). */
  workspace: string;
  /** The package imported without being declared in that workspace's package.json. */
  imported: string;
  /** One file that imports it, relative to the root. */
  file: string;
}

interface PackageJson {
  name?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

function* sourceFiles(dir: string, skip: ReadonlySet<string>): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !skip.has(full)) yield* sourceFiles(full, skip);
    } else if (SOURCE.test(entry.name)) yield full;
  }
}

/**
 * Every `@glossa/*` package a workspace imports without declaring it in its package.json (dependencies,
 * devDependencies or peerDependencies). The root counts as a workspace for the files outside every
 * workspace folder (scripts/, root config files). A package importing itself is fine.
 * @example undeclaredGlossaImports(repoRoot) // [] when every workspace declares what it imports
 */
export function undeclaredGlossaImports(root: string): UndeclaredImport[] {
  const rootPackage = readPackage(root);
  const workspaces = (rootPackage.workspaces ?? []).map((folder) => path.join(root, folder));
  const problems: UndeclaredImport[] = [];
  for (const dir of [root, ...workspaces]) {
    const pkg = readPackage(dir);
    const declared = new Set([
      ...Object.keys(pkg.dependencies ?? {}),
      ...Object.keys(pkg.devDependencies ?? {}),
      ...Object.keys(pkg.peerDependencies ?? {}),
    ]);
    if (pkg.name) declared.add(pkg.name);
    // The root's own files are those outside every workspace folder.
    const skip = new Set(dir === root ? workspaces : []);
    const seen = new Set<string>();
    for (const file of sourceFiles(dir, skip)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of GLOSSA_IMPORTS.flatMap((pattern) => [...text.matchAll(pattern)])) {
        const imported = match[1] as string;
        if (declared.has(imported) || seen.has(imported)) continue;
        seen.add(imported);
        problems.push({
          workspace: path.relative(root, dir) || '.',
          imported,
          file: path.relative(root, file),
        });
      }
    }
  }
  return problems;
}
