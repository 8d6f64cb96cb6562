import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { ImageEntry } from '../../content/images';
import { ARTWORK_VERSION } from './artwork-svg';
import { JPEG_OPTIONS, renderImage } from './render-image';

/** One image drawn and encoded (a cache miss). */
export interface ImageGeneration {
  readonly file: string;
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
  readonly durationMs: number;
}

export interface CachedImage {
  readonly data: Buffer;
  /** Strong validator: a hash of the bytes, quoted. */
  readonly etag: string;
  /** Whether the bytes came from the cache directory rather than being drawn now. */
  readonly hit: boolean;
  /** Drawing and encoding time on a miss. */
  readonly durationMs?: number;
}

export interface ImageCacheOptions {
  /** Where the encoded files are kept; created when missing. */
  readonly cacheDir: string;
  /** Called after each image drawn (not for cache hits): for logs and build reports. */
  readonly onGenerated?: (generation: ImageGeneration) => void;
}

export interface ImageCache {
  /** The image at a pixel size: from the cache directory, else drawn, stored and returned. */
  get(entry: ImageEntry, width: number, height: number): Promise<CachedImage>;
  /** The file that holds (or will hold) the image at that size. */
  pathFor(entry: ImageEntry, width: number, height: number): string;
}

function hash(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * What the drawing depends on. It goes into the file name, so that a changed palette, scene,
 * drawing or encoder setting gives new files instead of serving stale ones.
 */
function fingerprint(entry: ImageEntry): string {
  const { id, scene, palette, width, height } = entry;
  return hash(
    JSON.stringify([ARTWORK_VERSION, JPEG_OPTIONS, id, scene, palette, width, height]),
  ).slice(0, 12);
}

/**
 * A disk cache of the drawn images: each size of each image is drawn once, then read back.
 * Concurrent requests for the same file share one drawing; files are written under a
 * temporary name and renamed, so a reader never sees half a file.
 */
export function createImageCache({ cacheDir, onGenerated }: ImageCacheOptions): ImageCache {
  const root = resolve(cacheDir);
  const pending = new Map<string, Promise<CachedImage>>();
  const etags = new Map<string, string>();
  let warnedWrite = false;

  const pathFor = (entry: ImageEntry, width: number, height: number) => {
    const path = join(root, `${entry.id}-${width}x${height}-${fingerprint(entry)}.jpg`);
    // The name is built from the catalogue only; this guards against a catalogue mistake.
    const inside = relative(root, path);
    if (!inside || inside.startsWith('..') || inside.includes(sep)) {
      throw new Error(`Image cache path escapes ${root}: ${path}`);
    }
    return path;
  };

  const etagOf = (path: string, data: Buffer) => {
    let etag = etags.get(path);
    if (!etag) {
      etag = `"${hash(data).slice(0, 32)}"`;
      etags.set(path, etag);
    }
    return etag;
  };

  async function readCached(path: string): Promise<Buffer | undefined> {
    try {
      const data = await readFile(path);
      return data.length > 0 ? data : undefined;
    } catch {
      return undefined;
    }
  }

  async function store(path: string, data: Buffer) {
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      await mkdir(root, { recursive: true });
      await writeFile(temporary, data);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      // The image is still served; only the next request draws it again.
      if (!warnedWrite) {
        warnedWrite = true;
        console.warn(`Images are not cached: cannot write to ${root} (${String(error)}).`);
      }
    }
  }

  async function load(
    entry: ImageEntry,
    width: number,
    height: number,
    path: string,
  ): Promise<CachedImage> {
    const cached = await readCached(path);
    if (cached) return { data: cached, etag: etagOf(path, cached), hit: true };
    const rendered = await renderImage(entry, width, height);
    await store(path, rendered.data);
    onGenerated?.({
      file: entry.file,
      width: rendered.width,
      height: rendered.height,
      bytes: rendered.data.length,
      durationMs: rendered.durationMs,
    });
    return {
      data: rendered.data,
      etag: etagOf(path, rendered.data),
      hit: false,
      durationMs: rendered.durationMs,
    };
  }

  return {
    pathFor,
    get(entry, width, height) {
      const path = pathFor(entry, width, height);
      let promise = pending.get(path);
      if (!promise) {
        promise = load(entry, width, height, path).finally(() => pending.delete(path));
        pending.set(path, promise);
      }
      return promise;
    },
  };
}
