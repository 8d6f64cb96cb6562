#!/usr/bin/env node
// Every ```ts / ```tsx / ```typescript block of the published READMEs (packages/*/README.md, and
// the root README's) must compile as a user would paste it into a file of their own: each block
// is written as a module of its own under node_modules/.cache/readme-code/<package>/, where it
// resolves `@vitrine/*` through the workspace (the built `dist` types, as a user gets them), and
// all of them are type-checked in one `tsc --noEmit` run (strict, jsx react-jsx, moduleResolution
// bundler, React's types). A block that does not compile fails the check with its README, its
// number and line there, and tsc's message. Blocks in other languages (sh, css, json, html…) are
// not checked: the language of the fence is the only opt-out.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'node_modules', '.cache', 'readme-code');
const CHECKED = new Set(['ts', 'tsx', 'typescript']);
const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)/;

/** The fenced code blocks of a Markdown text, with their language and first line (1-based). */
export function codeBlocks(markdown) {
  const blocks = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = FENCE.exec(lines[index]);
    if (!open) continue;
    const [, indent, fence, language] = open;
    const body = [];
    let end = index + 1;
    for (; end < lines.length; end += 1) {
      const line = lines[end];
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) break;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line);
    }
    blocks.push({ language: language.toLowerCase(), line: index + 2, code: body.join('\n') });
    index = end;
  }
  return blocks;
}

const readmes = [];
if (existsSync(join(root, 'README.md'))) readmes.push({ name: 'root', file: 'README.md' });
for (const name of readdirSync(join(root, 'packages')).sort()) {
  const file = join('packages', name, 'README.md');
  if (existsSync(join(root, file))) readmes.push({ name, file });
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

/** Generated file (relative to outDir) → where its block is in its README. */
const origins = new Map();
const counts = [];
for (const { name, file } of readmes) {
  const blocks = codeBlocks(readFileSync(join(root, file), 'utf8')).filter(({ language }) =>
    CHECKED.has(language),
  );
  counts.push(`${file}: ${blocks.length}`);
  if (blocks.length === 0) continue;
  mkdirSync(join(outDir, name), { recursive: true });
  blocks.forEach((block, index) => {
    const number = index + 1;
    const generated = `${name}/${number}.tsx`;
    // `export {}` makes a block without imports a module of its own, as a user's file would be:
    // names declared in two blocks do not clash.
    writeFileSync(join(outDir, generated), `${block.code}\nexport {};\n`);
    origins.set(generated, { readme: file, number, line: block.line });
  });
}

writeFileSync(
  join(outDir, 'tsconfig.json'),
  `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        isolatedModules: true,
        types: ['react', 'react-dom'],
      },
      include: ['*/*.tsx'],
    },
    null,
    2,
  )}\n`,
);

const tsc = createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');
const started = Date.now();
const result = spawnSync(
  process.execPath,
  [tsc, '--noEmit', '--pretty', 'false', '-p', join(outDir, 'tsconfig.json')],
  { cwd: outDir, encoding: 'utf8' },
);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const output = `${result.stdout}${result.stderr}`.trim();

// tsc prints `<file>(<line>,<col>): error TS<code>: <message>` with continuation lines indented.
const failures = new Map();
let current;
for (const line of output.split('\n')) {
  const match = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/.exec(line);
  if (match) {
    const [, file, row, column, code, message] = match;
    const generated = relative(outDir, join(outDir, file)).split('\\').join('/');
    const origin = origins.get(generated);
    current = { origin, generated, row: Number(row), column: Number(column), code, message };
    const key = origin ? `${origin.readme} block ${origin.number}` : generated;
    if (!failures.has(key)) failures.set(key, []);
    failures.get(key).push(current);
  } else if (current && line.trim() !== '') {
    current.message += `\n      ${line.trim()}`;
  }
}

console.log(`README code blocks checked: ${origins.size} (${counts.join(', ')})`);
if (result.status !== 0) {
  if (failures.size === 0) {
    console.error(`✖ tsc failed without a located error:\n${output}`);
    process.exit(1);
  }
  console.error(`\n✖ ${failures.size} README code blocks do not compile (tsc ${seconds} s):`);
  for (const [key, errors] of failures) {
    const { origin, generated } = errors[0];
    const where = origin
      ? ` (starts at ${origin.readme}:${origin.line}, written to ${generated})`
      : '';
    console.error(`\n  ${key}${where}`);
    for (const { origin: o, row, column, code, message } of errors) {
      const readmeLine = o ? `${o.readme}:${o.line + row - 1}:${column}` : `${row}:${column}`;
      console.error(`    ${readmeLine} ${code}: ${message}`);
    }
  }
  const syntaxOnly = [...failures.values()].flat().some(({ code }) => /^TS1\d{3}$/.test(code));
  if (syntaxOnly) {
    console.error(
      '\n  (tsc reports type errors only once no block has a syntax error: run again.)',
    );
  }
  process.exit(1);
}
console.log(`✔ every TypeScript block of the READMEs compiles (tsc ${seconds} s)`);
