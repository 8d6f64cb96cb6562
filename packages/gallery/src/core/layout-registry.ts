import type { GalleryLayout } from '@vitrine/core-data/enums';
import { isGalleryLayout } from './gallery-enums';

/**
 * Looks a layout up by name (spec 001 §5, §8): an unknown name is a programming error and
 * throws "These are not the gallery designs you are looking for. (We could not find a design
 * by the name ...)".
 */
export function resolveLayout<T>(layouts: Partial<Record<GalleryLayout, T>>, name: unknown): T {
  const layout = isGalleryLayout(name) ? layouts[name] : undefined;
  if (layout === undefined) {
    throw new Error(
      `These are not the gallery designs you are looking for. (We could not find a design by the name ${String(name)})`,
    );
  }
  return layout;
}
