'use client';
import type { LightboxItem } from './lightbox-item';

export interface LightboxFigureProps {
  readonly item: LightboxItem;
  /** « 2 sur 5 »: the item's accessible name. */
  readonly label: string;
  readonly roleDescription: string;
  readonly captionId: string;
}

/** The item shown: its content or image, and its caption (spec 001 §3). */
export function LightboxFigure({ item, label, roleDescription, captionId }: LightboxFigureProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: an item is a labelled group (WAI-ARIA carousel pattern), not a form fieldset
    <div
      className="vitrine-lightbox__figure"
      role="group"
      aria-roledescription={roleDescription}
      aria-label={label}
    >
      {item.content ?? (
        <img
          className="vitrine-lightbox__image"
          data-lightbox-media=""
          draggable={false}
          src={item.src}
          alt={item.alt ?? ''}
          width={item.width}
          height={item.height}
        />
      )}
      {item.caption ? (
        <p id={captionId} className="vitrine-lightbox__caption">
          {item.caption}
        </p>
      ) : null}
    </div>
  );
}
