import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ENTRY, STYLES_ENTRY } from './client-entries';
import { inlinableStyles, readClientAssets } from './site-app';

describe('the client styles put inline in the pages', () => {
  it('joins the sheets in the order the build lists them', () => {
    expect(inlinableStyles(['a{color:red}', 'b{color:blue}'])).toBe('a{color:red}\nb{color:blue}');
  });

  it('keeps the links when a sheet holds a closing style tag, in any case', () => {
    expect(inlinableStyles(['a::after{content:"</style>"}'])).toBeUndefined();
    expect(inlinableStyles(['ok{}', 'a::after{content:"</STYLE "}'])).toBeUndefined();
  });

  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('reads the styles entry’s sheet, then any a script chunk brings, from the build', async () => {
    dir = await mkdtemp(join(tmpdir(), 'vitrine-assets-'));
    await mkdir(join(dir, '.vite'), { recursive: true });
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'styles.css'), '.site{}');
    await writeFile(join(dir, 'assets', 'chunk.css'), '.chunk{}');
    await writeFile(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        [CLIENT_ENTRY]: { file: 'assets/main.js', isEntry: true, imports: ['_chunk'] },
        [STYLES_ENTRY]: { file: 'assets/styles.js', isEntry: true, css: ['assets/styles.css'] },
        _chunk: { file: 'assets/chunk.js', css: ['assets/chunk.css'] },
      }),
    );
    const assets = await readClientAssets(dir);
    expect(assets.scripts).toEqual(['/assets/main.js']);
    expect(assets.styles).toEqual(['/assets/styles.css', '/assets/chunk.css']);
    expect(assets.inlineStyles).toBe('.site{}\n.chunk{}');
  });
});
