import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGES, type ImageEntry, imageById } from '../../content/images';
import { createImageRoutes } from './image-routes';
import { formatPregenerateReport, pregenerateImages } from './pregenerate-images';
import { renderImage } from './render-image';
import { imageOutputSize } from './resolve-image-request';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'demo-images-warm-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('pregenerateImages', () => {
  it('draws the asked sizes once, reports them, and finds them cached the next time', async () => {
    const images = [imageById('atelier-02'), imageById('atelier-05')] as ImageEntry[];
    const lines: string[] = [];
    const report = await pregenerateImages(root, {
      images,
      steps: [300, 100],
      log: (line) => lines.push(line),
    });
    expect(report).toMatchObject({ files: 4, generated: 4, cached: 0 });
    expect(
      report.generations
        .map((generation) => `${generation.file} ${generation.width}x${generation.height}`)
        .sort(),
    ).toEqual([
      'atelier-02.jpg 100x67',
      'atelier-02.jpg 300x200',
      'atelier-05.jpg 100x150',
      'atelier-05.jpg 300x450',
    ]);
    expect(report.slowest && report.generations).toContain(report.slowest);
    expect(report.durationMs).toBeGreaterThan(0);
    expect(await readdir(root)).toHaveLength(4);
    expect(lines).toEqual([
      expect.stringMatching(
        /^Images: 4 files \(4 drawn, 0 already cached\) in \d+\.\d s; slowest atelier-0[25]\.jpg \d+x\d+ in \d+ ms\. \(.+\)$/,
      ),
    ]);

    const again = await pregenerateImages(root, { images, steps: [300, 100], log: false });
    expect(again).toMatchObject({ files: 4, generated: 0, cached: 4 });
    expect(again.slowest).toBeUndefined();
    expect(formatPregenerateReport(again)).toMatch(
      /^Images: 4 files \(0 drawn, 4 already cached\) in \d+\.\d s\.$/,
    );

    // The server reads what the warm-up wrote.
    const app = createImageRoutes({ cacheDir: root });
    const response = await app.request('/images/atelier-05.jpg?format=300w');
    expect(response.headers.get('X-Cache')).toBe('HIT');
  }, 30_000);

  it('makes a full warm-up write one file per step and image, since every original is wider than 1500', () => {
    const sizes = new Set(
      IMAGES.flatMap((entry) =>
        [2500, 1500, 1000, 750, 500, 300, 100].map((step) => {
          const { width, height } = imageOutputSize(entry, step);
          return `${entry.id}-${width}x${height}`;
        }),
      ),
    );
    expect(sizes.size).toBe(IMAGES.length * 7);
  });
});

describe('renderImage', () => {
  it('draws and encodes a 2500 image in well under a second of processor time', async () => {
    const hero = imageById('atelier-01') as ImageEntry;
    const { width, height } = imageOutputSize(hero, 2500);
    // Processor time of this test process (drawing and encoding run on sharp's threads, which
    // count too), not wall time: other processes sharing the machine must not decide the result.
    const before = process.cpuUsage();
    const first = await renderImage(hero, width, height);
    const used = process.cpuUsage(before);
    expect(first).toMatchObject({ width: 2500, height: 1406 });
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
    const second = await renderImage(hero, width, height);
    expect(second.data.equals(first.data)).toBe(true);
  }, 30_000);
});
