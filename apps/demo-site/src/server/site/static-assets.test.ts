import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { temporaryDatabase } from '../api/testing/browser-like-client';
import { createSiteApp } from '../site-app';

// The page's scripts as a browser receives them: the build's precompressed `.gz` as it is when
// the request accepts gzip, the plain file otherwise, and the compress middleware for a file
// the build left without one.
let database: ReturnType<typeof temporaryDatabase>;
let clientDir: string;
const script = `export const pieces = [${Array.from({ length: 400 }, (_, i) => `"piece-${i}"`).join(',')}];\n`;
// Another gzip stream of the same bytes than the server's own compression would write: the test
// can tell the file sent from a compression done on the fly.
const precompressed = gzipSync(script, { level: 1 });

beforeEach(() => {
  database = temporaryDatabase();
  clientDir = mkdtempSync(join(tmpdir(), 'vitrine-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'page.js'), script);
  writeFileSync(join(clientDir, 'assets', 'page.js.gz'), precompressed);
  writeFileSync(join(clientDir, 'assets', 'late.js'), script);
});
afterEach(() => {
  database.dispose();
  rmSync(clientDir, { recursive: true, force: true });
});

function site() {
  return createSiteApp({
    db: database.db,
    imageCacheDir: `${database.dir}/images`,
    clientDir,
    assets: { scripts: [], styles: [], preloads: [] },
  });
}

describe('/assets: precompressed scripts', () => {
  it('a request accepting gzip gets the build’s .gz byte for byte, as JavaScript', async () => {
    const response = await site().request('http://atelier.test/assets/page.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toMatch(
      /^text\/javascript|^application\/javascript/,
    );
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(precompressed)).toBe(true);
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it('a request without gzip gets the plain file', async () => {
    const response = await site().request('http://atelier.test/assets/page.js', {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(script);
  });

  it('a file without its .gz is compressed on the way, as before', async () => {
    const response = await site().request('http://atelier.test/assets/late.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(precompressed)).toBe(false);
    expect(gunzipSync(body).toString()).toBe(script);
  });
});

describe('the site icon', () => {
  it('pages link a 48-pixel PNG icon (an SVG one is decoded on the page’s main thread)', async () => {
    const page = await (await site().request('http://atelier.test/')).text();
    expect(page).toContain('<link rel="icon" href="/favicon.png" type="image/png" sizes="48x48"/>');
    expect(page).not.toContain('favicon.svg');
    const response = await site().request('http://atelier.test/favicon.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const { default: sharp } = await import('sharp');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'png',
      width: 48,
      height: 48,
    });
    const old = await site().request('http://atelier.test/favicon.ico');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/favicon.png');
  });
});
