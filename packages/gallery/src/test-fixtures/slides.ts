import type { GallerySlide } from '../core/gallery-slide';

const COLOURS = ['#1d4ed8', '#15803d', '#b45309', '#7e22ce', '#be123c', '#0f766e', '#4d7c0f'];
const NAMES = ['Lac', 'Forêt', 'Désert', 'Montagne', 'Coquelicots', 'Lagune', 'Prairie'];

/** An SVG image as a data URI: no network in tests and stories. */
export function svgDataUri(fill: string, width = 1200, height = 800, text = ''): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${fill}"/><text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(height / 8)}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${text}</text></svg>`,
  )}`;
}

/** `count` image slides named after French landscapes, some tall, some wide. */
export function makeSlides(count: number): GallerySlide[] {
  return Array.from({ length: count }, (_, index) => {
    const name = NAMES[index % NAMES.length] ?? 'Image';
    const width = index % 3 === 1 ? 800 : 1200;
    const height = index % 3 === 1 ? 1100 : 800;
    return {
      id: `s${index + 1}`,
      type: 'image' as const,
      url: `${name.toLowerCase()}-${index + 1}`,
      src: svgDataUri(
        COLOURS[index % COLOURS.length] ?? '#333',
        width,
        height,
        `${name} ${index + 1}`,
      ),
      alt: `${name} ${index + 1}`,
      dimensions: { width, height },
      focalPoint: { x: 0.5, y: 0.4 },
      title: `${name} ${index + 1}`,
      description: `Photographie ${index + 1} de la série.`,
    };
  });
}
