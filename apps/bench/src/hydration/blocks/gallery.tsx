import { GridGallery } from '@vitrine/gallery/grid';
import { objectDecoder } from './decode';

export interface GalleryBlockData {
  readonly label: string;
  readonly slides: readonly {
    readonly id: string;
    readonly src: string;
    readonly alt: string;
    readonly width: number;
    readonly height: number;
  }[];
}

export const decode = objectDecoder<GalleryBlockData>('gallery', (value) =>
  Array.isArray(value.slides),
);

/** A gallery block in the grid design, lightbox on (spec 001 §2, §9). */
export function Component({ data }: { data: GalleryBlockData }) {
  return (
    <GridGallery
      label={data.label}
      slides={data.slides.map((slide) => ({
        id: slide.id,
        type: 'image' as const,
        src: slide.src,
        alt: slide.alt,
        dimensions: { width: slide.width, height: slide.height },
      }))}
    />
  );
}
