/**
 * 200 slides drawn in SVG (no network), the same for every contender; the page's `?slides=`
 * asks for another count (the 1,000-slide row).
 */
const requested =
  typeof location === 'object' ? Number(new URLSearchParams(location.search).get('slides')) : 0;
export const SLIDE_COUNT = Number.isInteger(requested) && requested > 0 ? requested : 200;

export interface BenchSlide {
  readonly id: string;
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export const slides: readonly BenchSlide[] = Array.from({ length: SLIDE_COUNT }, (_, index) => {
  const hue = (index * 37) % 360;
  const src = `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="hsl(${hue} 60% 40%)"/></svg>`,
  )}`;
  return { id: `s${index + 1}`, src, alt: `Image ${index + 1}`, width: 1200, height: 800 };
});

/** The same slides in @vitrine/gallery's shape. */
export const gallerySlides = slides.map((slide) => ({
  id: slide.id,
  type: 'image' as const,
  src: slide.src,
  alt: slide.alt,
  dimensions: { width: slide.width, height: slide.height },
}));
