#!/usr/bin/env node
// Thin components and small functions: no function in packages/*/src (tests and stories aside)
// is longer than 100 lines. The source is parsed with the TypeScript compiler API, so every
// function counts (declarations, arrows, methods, accessors), from its first line to its last.
// Components (capitalised functions in .tsx files) longer than 80 lines are listed as a warning.
// `--all` also lists every function over the warning length, to see what is close.
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript');

/** Longest function allowed, in lines. */
const MAX_FUNCTION_LINES = 100;
/** Length past which a component is reported (not failed): one hook per concern keeps it shorter. */
const COMPONENT_WARN_LINES = 80;

/**
 * Functions known to be over the limit, each to be split, with its length when listed: the check
 * fails if one grows or if a listed one is already short enough (then take it off the list).
 */
const KNOWN_LONG = new Map([]);

const root = realpathSync(join(dirname(fileURLToPath(import.meta.url)), '..'));
const packagesDir = join(root, 'packages');
const showAll = process.argv.includes('--all');

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const SKIPPED = /\.(test|stories)\.[cm]?tsx?$|\.d\.ts$/;

/** Every source file under `dir`, tests, stories and declarations left out. */
function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== '__screenshots__')
        files.push(...sourceFiles(path));
    } else if (SOURCE.test(entry.name) && !SKIPPED.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

/** The name a function is known by: its own, or the variable, property or export it is given to. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name))
    return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isExportAssignment(parent)) return 'default export';
  if (parent && ts.isCallExpression(parent)) {
    const callee = parent.expression.getText();
    const owner = parent.parent && ts.isVariableDeclaration(parent.parent) ? parent.parent : null;
    return owner && ts.isIdentifier(owner.name)
      ? `${owner.name.text} (${callee} callback)`
      : `${callee} callback`;
  }
  return '(anonymous)';
}

/** Every function of one file with its length in lines. */
function functionsOf(file) {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = nameOf(node);
      found.push({
        file: relative(root, file),
        line: start + 1,
        name,
        lines: end - start + 1,
        component: file.endsWith('.tsx') && /^[A-Z]/.test(name),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const functions = [];
for (const pkg of readdirSync(packagesDir, { withFileTypes: true })) {
  if (!pkg.isDirectory()) continue;
  const src = join(packagesDir, pkg.name, 'src');
  try {
    readdirSync(src);
  } catch {
    continue;
  }
  for (const file of sourceFiles(src)) functions.push(...functionsOf(file));
}

const byLength = (a, b) => b.lines - a.lines;
const line = (f) => `  ${f.file}:${f.line} ${f.name}: ${f.lines} lines`;
const keyOf = (f) => `${f.file} ${f.name}`;
const over = functions.filter((f) => f.lines > MAX_FUNCTION_LINES).sort(byLength);
const tooLong = over.filter((f) => !KNOWN_LONG.has(keyOf(f)) || f.lines > KNOWN_LONG.get(keyOf(f)));
const known = over.filter((f) => !tooLong.includes(f));
const overKeys = new Set(over.map(keyOf));
const fixed = [...KNOWN_LONG.keys()].filter((key) => !overKeys.has(key));
const longComponents = functions
  .filter((f) => f.component && f.lines > COMPONENT_WARN_LINES && f.lines <= MAX_FUNCTION_LINES)
  .sort(byLength);

if (longComponents.length > 0) {
  console.log(`Components over ${COMPONENT_WARN_LINES} lines (a warning):`);
  for (const f of longComponents) console.log(line(f));
}
if (showAll) {
  console.log(`Every function over ${COMPONENT_WARN_LINES} lines:`);
  for (const f of functions.filter((f) => f.lines > COMPONENT_WARN_LINES).sort(byLength))
    console.log(line(f));
}
if (known.length > 0) {
  console.log(`Known over ${MAX_FUNCTION_LINES} lines, to be split (KNOWN_LONG):`);
  for (const f of known) console.log(line(f));
}
if (tooLong.length > 0 || fixed.length > 0) {
  if (tooLong.length > 0) {
    console.error(`✖ ${tooLong.length} function(s) over ${MAX_FUNCTION_LINES} lines:`);
    for (const f of tooLong) console.error(line(f));
  }
  for (const key of fixed) console.error(`✖ ${key} is no longer over: take it off KNOWN_LONG`);
  process.exit(1);
}
console.log(
  `✔ ${functions.length} functions in packages/*/src, none over ${MAX_FUNCTION_LINES} lines but the ${known.length} known`,
);
