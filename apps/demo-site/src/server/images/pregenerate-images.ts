import { IMAGES, type ImageEntry } from '../../content/images';
import { createImageCache, type ImageGeneration } from './image-cache';
import { IMAGE_STEPS } from './image-steps';
import { imageOutputSize } from './resolve-image-request';

export interface PregenerateOptions {
  /** Images to warm (default: the whole catalogue). */
  readonly images?: readonly ImageEntry[];
  /** Steps to warm (default: all seven). */
  readonly steps?: readonly number[];
  /** Images drawn at once (default 2: sharp uses several threads per image already). */
  readonly concurrency?: number;
  readonly onGenerated?: (generation: ImageGeneration) => void;
  /** Where the one-line report goes (default `console.info`); `false` for none. */
  readonly log?: ((line: string) => void) | false;
}

export interface PregenerateReport {
  /** Distinct files: steps wider than an original share its full-size file. */
  readonly files: number;
  readonly generated: number;
  readonly cached: number;
  /** Wall time of the whole run, in milliseconds. */
  readonly durationMs: number;
  /** The longest drawing of the run, if any was drawn. */
  readonly slowest?: ImageGeneration;
  readonly generations: readonly ImageGeneration[];
}

/**
 * Draws every size of every image into the cache directory ahead of time, so that the first
 * visit is served from disk. Files already there are kept. Logs one line with the counts and
 * the time taken, and returns the full report.
 */
export async function pregenerateImages(
  cacheDir: string,
  {
    images = IMAGES,
    steps = IMAGE_STEPS,
    concurrency = 2,
    onGenerated,
    log = console.info,
  }: PregenerateOptions = {},
): Promise<PregenerateReport> {
  const started = performance.now();
  const generations: ImageGeneration[] = [];
  const cache = createImageCache({
    cacheDir,
    onGenerated: (generation) => {
      generations.push(generation);
      onGenerated?.(generation);
    },
  });
  const jobs = new Map<string, { entry: ImageEntry; width: number; height: number }>();
  for (const entry of images) {
    for (const step of steps) {
      const { width, height } = imageOutputSize(entry, step);
      jobs.set(cache.pathFor(entry, width, height), { entry, width, height });
    }
  }
  const queue = [...jobs.values()];
  let cached = 0;
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const image = await cache.get(job.entry, job.width, job.height);
      if (image.hit) cached += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.floor(concurrency)) }, worker));
  const slowest = generations.reduce<ImageGeneration | undefined>(
    (longest, generation) =>
      !longest || generation.durationMs > longest.durationMs ? generation : longest,
    undefined,
  );
  const report: PregenerateReport = {
    files: jobs.size,
    generated: generations.length,
    cached,
    durationMs: performance.now() - started,
    ...(slowest ? { slowest } : {}),
    generations,
  };
  if (log) log(`${formatPregenerateReport(report)} (${cacheDir})`);
  return report;
}

/** One line for the build log. */
export function formatPregenerateReport(report: PregenerateReport): string {
  const seconds = (report.durationMs / 1000).toFixed(1);
  const slowest = report.slowest
    ? `; slowest ${report.slowest.file} ${report.slowest.width}x${report.slowest.height} in ${Math.round(report.slowest.durationMs)} ms`
    : '';
  return `Images: ${report.files} files (${report.generated} drawn, ${report.cached} already cached) in ${seconds} s${slowest}.`;
}
