'use client';
import type { CSSProperties } from 'react';
import { CollectionGallery } from '../shared/collection-gallery';
import type { GalleryProps } from '../shared/gallery-props';

export interface ListGalleryProps extends GalleryProps {
  /** Image width in px (block `listImageSize`, default `designOptions.imageWidth`). */
  readonly imageWidth?: number;
}

/** The list layout (spec 001 §2, §3): each slide's image beside its title and description. */
export function ListGallery({ imageWidth, ...props }: ListGalleryProps) {
  const style = (
    imageWidth ? { '--vitrine-gallery-list-width': `${imageWidth}px` } : {}
  ) as CSSProperties;
  return (
    <CollectionGallery
      {...props}
      layout="list"
      crop="none"
      style={style}
      after={(slide) =>
        slide.title || slide.description ? (
          <div className="vitrine-gallery__text">
            {slide.title ? <p className="vitrine-gallery__title">{slide.title}</p> : null}
            {slide.description ? (
              <p className="vitrine-gallery__description">{slide.description}</p>
            ) : null}
          </div>
        ) : null
      }
    />
  );
}
