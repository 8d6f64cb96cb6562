import { NARROW_IMAGE_BELOW } from '@vitrine/core-data/limits';

/** Image size steps, widest first (spec 001 §9). */
export const IMAGE_SIZE_STEPS = [2500, 1500, 1000, 750, 500, 300, 100] as const;

/** Lazy images load once within this distance of the viewport (spec 001 §4 and §9). */
export const LAZY_LOAD_MARGIN_PX = 200;

/** Concurrent image loads: 16 on desktop, 1 on mobile (spec 001 §9). */
export const CONCURRENT_IMAGE_LOADS = { desktop: 16, mobile: 1 } as const;

/**
 * Where the loader counts as mobile for its concurrency: the editor's mobile width (432 px,
 * spec 000 §9), or a coarse primary pointer up to the phone width (926 px, spec 001 §9), which
 * is a phone held sideways. Tablets and touch laptops wider than that load like desktops.
 */
export const MOBILE_LOAD_QUERY = '(max-width: 432px), (pointer: coarse) and (max-width: 926px)';

/** An image element narrower than this gets `data-narrow` (spec 001 §9). */
export const NARROW_IMAGE_BELOW_PX = NARROW_IMAGE_BELOW;

/** Focal point when none is given (spec 001 §3). */
export const DEFAULT_FOCAL_POINT = { x: 0.5, y: 0.5 } as const;

/**
 * Hosts of the provider's image CDN, whose images come in the size steps. `*.` matches any
 * subdomain. Configurable per load through the `cdnHosts` option.
 */
export const DEFAULT_CDN_HOSTS: readonly string[] = [
  'images.squarespace-cdn.com',
  'static1.squarespace.com',
];

/** Warnings and errors of the image loader, word for word (spec 001 §5 and §8). */
export const IMAGE_MESSAGES = {
  invalidSource: 'Invalid or missing image source.',
  invalidElement: 'Element is not a valid image element.',
  missingFitAlignment: 'Missing alignment for "content-fit" image.',
  noImage: 'No image',
  noImages: 'No images',
  noRootNode: 'No root node',
  invalidNode: (node: unknown) => `${String(node)} is not a valid node.`,
  notLoaded: (url: string) => `${url} not loaded`,
} as const;
