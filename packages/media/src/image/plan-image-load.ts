import { imageUrlForSize, isSizedImageSource } from './image-url';
import type { ImageConfig } from './parse-image-config';
import { pickImageSize } from './pick-image-size';

/** What an element shows now: its source and the size step loaded (null when unsized). */
export interface LoadedImage {
  readonly source: string;
  readonly size: number | null;
}

/** What the page tells about where the image is drawn. */
export interface ImageEnvironment {
  /** Width the image is drawn at, in CSS pixels. */
  readonly displayWidth: number;
  /** `window.devicePixelRatio`. */
  readonly dpr: number;
  /** `navigator.connection.saveData`. */
  readonly saveData?: boolean;
}

/** An address to load and its size step (null for sources used as they are). */
export interface ImageLoadPlan {
  readonly url: string;
  readonly size: number | null;
}

/**
 * The next address to load for an element, or null when what it shows is enough: resolution is
 * only ever raised, unless `forceImageUpdate` asks for any different size (spec 001 §4). A new
 * source always loads; an unsized source loads once.
 */
export function planImageLoad(
  config: ImageConfig,
  environment: ImageEnvironment,
  loaded: LoadedImage | null,
): ImageLoadPlan | null {
  if (!config.source) return null;
  const size = isSizedImageSource(config.source, config.cdnHosts)
    ? pickImageSize(environment.displayWidth, environment.dpr, {
        ...config,
        saveData: environment.saveData,
      })
    : null;
  if (loaded?.source === config.source) {
    if (size === null || loaded.size === null) return null;
    if (config.forceImageUpdate ? size === loaded.size : size <= loaded.size) return null;
  }
  return {
    url: size === null ? config.source : imageUrlForSize(config.source, size, config),
    size,
  };
}
