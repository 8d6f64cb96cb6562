import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageGeneration } from './image-cache';
import { createImageRoutes, IMAGE_CACHE_CONTROL } from './image-routes';

let root: string;
let cacheDir: string;
let generations: ImageGeneration[];
let app: ReturnType<typeof createImageRoutes>;

beforeEach(async () => {
  // A fresh folder per test; the cache goes one level down, so anything written beside it
  // (outside the cache) would show up in `root`.
  root = await mkdtemp(join(tmpdir(), 'demo-images-'));
  cacheDir = join(root, 'cache', 'images');
  generations = [];
  app = createImageRoutes({ cacheDir, onGenerated: (generation) => generations.push(generation) });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function imageSize(response: Response) {
  const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return {
    width: metadata.width,
    height: metadata.height,
    format: metadata.format,
    progressive: metadata.isProgressive,
  };
}

describe('GET /images/:file', () => {
  it('sends a progressive JPEG at the asked step, with its type, length and caching headers', async () => {
    const response = await app.request('/images/atelier-02.jpg?format=750w');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(response.headers.get('Cache-Control')).toBe(IMAGE_CACHE_CONTROL);
    expect(IMAGE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('ETag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('X-Image-Step')).toBe('750');
    const length = Number(response.headers.get('Content-Length'));
    const body = Buffer.from(await response.clone().arrayBuffer());
    expect(length).toBe(body.length);
    expect(body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await imageSize(response)).toEqual({
      width: 750,
      height: 500,
      format: 'jpeg',
      progressive: true,
    });
  });

  it('sends 1000 px when no step is asked, or something that is not a width', async () => {
    for (const query of ['', '?format=', '?format=original', '?format=abc']) {
      const response = await app.request(`/images/atelier-03.jpg${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('X-Image-Step')).toBe('1000');
      expect(await imageSize(response)).toMatchObject({ width: 1000, height: 667 });
    }
  }, 30_000);

  it('raises another width to the next step, and keeps the widest above 2500', async () => {
    const raised = await app.request('/images/atelier-03.jpg?format=400w');
    expect(await imageSize(raised)).toMatchObject({ width: 500, height: 333 });
    const lowered = await app.request('/images/atelier-03.jpg?format=90w');
    expect(await imageSize(lowered)).toMatchObject({ width: 100, height: 67 });
    const widest = await app.request('/images/atelier-01.jpg?format=4000w');
    expect(widest.headers.get('X-Image-Step')).toBe('2500');
    expect(await imageSize(widest)).toMatchObject({ width: 2500, height: 1406 });
  }, 30_000);

  it('keeps portrait and square originals in shape, never wider than the original', async () => {
    expect(await imageSize(await app.request('/images/atelier-15.jpg?format=500w'))).toMatchObject({
      width: 500,
      height: 750,
    });
    expect(await imageSize(await app.request('/images/atelier-15.jpg?format=2500w'))).toMatchObject(
      {
        width: 1667,
        height: 2500,
      },
    );
    expect(await imageSize(await app.request('/images/atelier-08.jpg?format=300w'))).toMatchObject({
      width: 300,
      height: 300,
    });
  }, 30_000);

  it('sends more bytes for each wider step', async () => {
    const sizes: number[] = [];
    for (const step of [100, 300, 500, 750, 1000, 1500, 2500]) {
      const response = await app.request(`/images/atelier-13.jpg?format=${step}w`);
      expect(response.status).toBe(200);
      sizes.push((await response.arrayBuffer()).byteLength);
    }
    for (let index = 1; index < sizes.length; index += 1) {
      expect(sizes[index]).toBeGreaterThan(sizes[index - 1] ?? 0);
    }
  }, 60_000);

  it('draws each size once: later requests, and a new server on the same folder, read the file', async () => {
    const first = await app.request('/images/atelier-04.jpg?format=300w');
    expect(first.headers.get('X-Cache')).toBe('MISS');
    expect(first.headers.get('Server-Timing')).toMatch(/^render;dur=\d+(\.\d)?$/);
    const [file] = await readdir(cacheDir);
    expect(file).toMatch(/^atelier-04-300x300-[0-9a-f]{12}\.jpg$/);
    const written = await stat(join(cacheDir, file ?? ''));

    const second = await app.request('/images/atelier-04.jpg?format=300w');
    expect(second.headers.get('X-Cache')).toBe('HIT');
    expect(second.headers.get('Server-Timing')).toBeNull();
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));

    const restarted = createImageRoutes({
      cacheDir,
      onGenerated: (generation) => generations.push(generation),
    });
    const third = await restarted.request('/images/atelier-04.jpg?format=300w');
    expect(third.headers.get('X-Cache')).toBe('HIT');
    expect(third.headers.get('ETag')).toBe(first.headers.get('ETag'));

    expect(generations).toHaveLength(1);
    expect(generations[0]).toMatchObject({ file: 'atelier-04.jpg', width: 300, height: 300 });
    expect((await stat(join(cacheDir, file ?? ''))).mtimeMs).toBe(written.mtimeMs);
    expect(await readdir(cacheDir)).toEqual([file]);
  });

  it('shares one drawing between requests that arrive together', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => app.request('/images/atelier-09.jpg?format=300w')),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(generations).toHaveLength(1);
    expect(new Set(responses.map((response) => response.headers.get('ETag'))).size).toBe(1);
  });

  it('shares the file between steps that give the same size', async () => {
    // atelier-08 is 2000 px wide: 2500w and 2000w both send the original.
    await app.request('/images/atelier-08.jpg?format=2500w');
    const again = await app.request('/images/atelier-08.jpg?format=2000w');
    expect(again.headers.get('X-Cache')).toBe('HIT');
    expect(generations).toHaveLength(1);
  }, 30_000);

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.request('/images/atelier-11.jpg?format=100w');
    const etag = first.headers.get('ETag') ?? '';
    const revalidated = await app.request('/images/atelier-11.jpg?format=100w', {
      headers: { 'If-None-Match': `"other", W/${etag}` },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('ETag')).toBe(etag);
    expect((await revalidated.arrayBuffer()).byteLength).toBe(0);
    const changed = await app.request('/images/atelier-11.jpg?format=100w', {
      headers: { 'If-None-Match': '"other"' },
    });
    expect(changed.status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await app.request('/images/atelier-12.jpg?format=100w', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(Number(response.headers.get('Content-Length'))).toBeGreaterThan(0);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 for a file that is not in the catalogue', async () => {
    for (const path of [
      '/images/atelier-99.jpg',
      '/images/photo.jpg?format=750w',
      '/images/atelier-01.png',
    ]) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.text()).toBe('Image introuvable.');
    }
    expect(generations).toHaveLength(0);
  });

  it('refuses hostile names with 400 or 404 and writes nothing outside the cache folder', async () => {
    const hostile = [
      '/images/..%2F..%2Fetc%2Fpasswd',
      '/images/..%2f..%2f..%2fatelier-01.jpg',
      '/images/%2e%2e%2fatelier-01.jpg',
      '/images/atelier-01.jpg%00',
      '/images/atelier-01.jpg%00.png?format=750w',
      '/images/%00',
      '/images/..%5C..%5Cwindows%5Cwin.ini',
      '/images/atelier-01.jpg%0A',
      '/images/%252e%252e%252fetc%252fpasswd',
      '/images/../../etc/passwd',
      '/images/..',
      '/images/%2e%2e',
    ];
    for (const path of hostile) {
      const response = await app.request(path);
      expect([400, 404], path).toContain(response.status);
      expect(response.headers.get('Content-Type') ?? '', path).not.toContain('image/');
    }
    expect((await app.request('/images/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
    expect((await app.request('/images/atelier-01.jpg%00')).status).toBe(400);
    expect(generations).toHaveLength(0);
    // Nothing drawn, so the cache folder was not even created, and nothing appeared beside it.
    expect(await readdir(root)).toEqual([]);
  });

  it('creates a missing cache folder and keeps every file inside it', async () => {
    await app.request('/images/atelier-16.jpg?format=100w');
    await app.request('/images/atelier-16.jpg?format=300w');
    expect((await readdir(cacheDir)).sort()).toEqual([
      expect.stringMatching(/^atelier-16-100x150-[0-9a-f]{12}\.jpg$/),
      expect.stringMatching(/^atelier-16-300x450-[0-9a-f]{12}\.jpg$/),
    ]);
    expect(await readdir(root)).toEqual(['cache']);
    expect(await readdir(join(root, 'cache'))).toEqual(['images']);
  });

  it('still serves the image when the cache folder cannot be written', async () => {
    // A file where the folder should be: every write fails.
    const blocked = join(root, 'blocked');
    await (await import('node:fs/promises')).writeFile(blocked, 'not a folder');
    const warnings: unknown[] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const uncached = createImageRoutes({ cacheDir: blocked });
      const response = await uncached.request('/images/atelier-07.jpg?format=100w');
      expect(response.status).toBe(200);
      expect(await imageSize(response)).toMatchObject({ width: 100, height: 67 });
      expect(
        (await uncached.request('/images/atelier-07.jpg?format=100w')).headers.get('X-Cache'),
      ).toBe('MISS');
      expect(warnings).toHaveLength(1);
    } finally {
      console.warn = originalWarn;
    }
  });
});
