import { resolve } from 'node:path';
import { pregenerateImages } from '../../src/server/images/pregenerate-images';

// `tsx tools/images/pregenerate-images.ts [cacheDir]`: warms the image cache at build
// time. Without an argument: `IMAGE_CACHE_DIR`, else `images` in the server's data folder
// (`DATA_DIR`, else `data` under the current folder), where the server looks.
const cacheDir = resolve(
  process.argv[2] ??
    process.env.IMAGE_CACHE_DIR ??
    resolve(process.env.DATA_DIR ?? 'data', 'images'),
);
await pregenerateImages(cacheDir);
