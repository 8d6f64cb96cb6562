/** Heights of shape masks, in percent of their width (spec 001 §3). */
export const SHAPE_MASK_ASPECT_HEIGHTS = { square: 100, tall: 150, wide: 67 } as const;

/** The orientation of a shape mask: square-like (square, circle, star…), tall or wide. */
export type ShapeMaskKind = keyof typeof SHAPE_MASK_ASPECT_HEIGHTS;

/**
 * The aspect height of a shape mask in percent of its width: 100 for square-like shapes, 150 for
 * tall, 67 for wide (spec 001 §3). Any other value counts as square-like.
 */
export function shapeMaskAspectHeight(kind: ShapeMaskKind): number {
  return SHAPE_MASK_ASPECT_HEIGHTS[kind] ?? SHAPE_MASK_ASPECT_HEIGHTS.square;
}
