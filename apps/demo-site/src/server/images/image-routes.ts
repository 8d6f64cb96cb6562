import { Hono } from 'hono';
import { IMAGE_ROUTE_PREFIX } from '../../content/images';
import { serverText } from '../catalogue/server-text';
import { createImageCache, type ImageGeneration } from './image-cache';
import { resolveImageRequest } from './resolve-image-request';

export interface ImageRoutesOptions {
  /** Where the encoded files are kept; created when missing. */
  readonly cacheDir: string;
  /** Called after each image drawn (cache misses only). */
  readonly onGenerated?: (generation: ImageGeneration) => void;
}

/**
 * An address always gives the same bytes (the drawings are deterministic), so browsers may keep
 * them a year without asking again. A drawing changed later reaches only new visitors.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const IMAGE_GENERATION_FAILED = serverText('server.image.generationFailed');

/**
 * `GET /images/:file?format=<step>w`: the catalogue's images at the size steps of spec 001 §9
 * (the query form of the media loader, spec 001 §5). Any other width is raised to the next
 * step; no width gives 1000. Bad names are 400, unknown files 404. Answers carry a year of
 * immutable caching, a strong ETag (a matching `If-None-Match` gets 304), `X-Cache` (`HIT` or
 * `MISS`) and, on a miss, `Server-Timing` with the drawing time.
 */
export function createImageRoutes({ cacheDir, onGenerated }: ImageRoutesOptions): Hono {
  const cache = createImageCache({ cacheDir, onGenerated });
  const app = new Hono();

  app.get(`${IMAGE_ROUTE_PREFIX}/:file`, async (c) => {
    const request = resolveImageRequest(c.req.param('file'), c.req.query('format'));
    if (!request.ok) {
      c.header('Cache-Control', 'no-store');
      return c.text(request.error, request.status);
    }
    const { entry, width, height, step } = request;
    let image: Awaited<ReturnType<typeof cache.get>>;
    try {
      image = await cache.get(entry, width, height);
    } catch (error) {
      console.error(`Image ${entry.file} at ${width}x${height} failed:`, error);
      c.header('Cache-Control', 'no-store');
      return c.text(IMAGE_GENERATION_FAILED, 500);
    }
    c.header('Cache-Control', IMAGE_CACHE_CONTROL);
    c.header('ETag', image.etag);
    c.header('X-Image-Step', String(step.step));
    c.header('X-Cache', image.hit ? 'HIT' : 'MISS');
    if (image.durationMs !== undefined) {
      c.header('Server-Timing', `render;dur=${image.durationMs.toFixed(1)}`);
    }
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag)) {
      return c.body(null, 304);
    }
    c.header('Content-Type', 'image/jpeg');
    c.header('Content-Length', String(image.data.length));
    // Buffers from sharp and readFile sit on plain ArrayBuffers, never shared ones.
    return c.body(image.data as Uint8Array<ArrayBuffer>, 200);
  });

  return app;
}
