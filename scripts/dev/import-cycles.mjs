// Import cycles among src's .ts/.tsx/.mjs files: static and dynamic imports with a value (type-only imports are
// erased, so they cannot form a cycle at run time). Prints each strongly connected group of files and counts them.
// Usage: node scripts/dev/import-cycles.mjs [--all] (--all also follows `import type`).
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(process.argv.find((arg) => !arg.startsWith('-') && arg !== process.argv[0] && arg !== process.argv[1]) ?? 'src');
const withTypes = process.argv.includes('--all');
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(ts|tsx|mjs)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
};
walk(root);

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.(js|mjs)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mjs`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

const edges = new Map();
for (const file of files) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const targets = new Set();
  const add = (spec) => {
    const target = resolveImport(file, spec);
    if (target && files.includes(target)) targets.add(target);
  };
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = ts.isImportDeclaration(node) ? node.importClause : node;
      const typeOnly =
        (clause?.isTypeOnly ?? false) ||
        (ts.isImportDeclaration(node) && clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((el) => el.isTypeOnly));
      if (withTypes || !typeOnly) add(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0])) {
      add(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  edges.set(file, [...targets]);
}

// Tarjan's strongly connected components.
let index = 0;
const stack = [];
const info = new Map();
const groups = [];
function connect(v) {
  info.set(v, { index, low: index, onStack: true });
  index++;
  stack.push(v);
  for (const w of edges.get(v)) {
    if (!info.has(w)) {
      connect(w);
      info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
    } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
  }
  if (info.get(v).low === info.get(v).index) {
    const group = [];
    let w;
    do {
      w = stack.pop();
      info.get(w).onStack = false;
      group.push(w);
    } while (w !== v);
    if (group.length > 1) groups.push(group);
  }
}
for (const file of files) if (!info.has(file)) connect(file);

for (const group of groups) console.log(`cycle group (${group.length} files):\n  ${group.map((f) => relative(process.cwd(), f)).sort().join('\n  ')}`);
console.log(`${groups.length} cycle groups, ${groups.reduce((n, g) => n + g.length, 0)} files in cycles, ${files.length} files scanned`);
