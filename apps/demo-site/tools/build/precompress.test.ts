import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { precompressAssets } from './precompress';

let outDir: string;
beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'vitrine-precompress-'));
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

it('writes a .gz beside each script, stylesheet and SVG that gunzips to the file, smaller than zlib -9', async () => {
  const files = {
    'assets/main.js': `const words = [${Array.from({ length: 2000 }, (_, i) => `"mot${i % 97}-${i % 13}"`).join(',')}];\n`,
    'assets/main.css': `.a{color:red}\n`.repeat(300),
    'assets/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(200)}</svg>`,
    'assets/photo.webp': 'RIFF....WEBP',
  };
  mkdirSync(join(outDir, 'assets'));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(outDir, file), text);
  const plugin = precompressAssets();
  (plugin.configResolved as (config: unknown) => void)({ root: outDir, build: { outDir: '.' } });
  const bundle = Object.fromEntries(Object.keys(files).map((file) => [file, {}]));
  await (plugin.writeBundle as (options: unknown, bundle: unknown) => Promise<void>)({}, bundle);

  for (const file of ['assets/main.js', 'assets/main.css', 'assets/logo.svg']) {
    const source = readFileSync(join(outDir, file));
    const gzipped = readFileSync(join(outDir, `${file}.gz`));
    expect(gunzipSync(gzipped).equals(source)).toBe(true);
    expect(gzipped.length).toBeLessThanOrEqual(gzipSync(source, { level: 9 }).length);
  }
  expect(() => readFileSync(join(outDir, 'assets/photo.webp.gz'))).toThrow(/ENOENT/);
});
