'use client';

export interface LightboxCaptionToggleProps {
  readonly shown: boolean;
  readonly captionId: string;
  /** « Afficher la légende » or « Masquer la légende », as the caption is hidden or shown. */
  readonly label: string;
  readonly onToggle: () => void;
}

/** The button that shows or hides the item's caption (spec 001 §3, `data-caption`). */
export function LightboxCaptionToggle({
  shown,
  captionId,
  label,
  onToggle,
}: LightboxCaptionToggleProps) {
  return (
    <button
      type="button"
      className="vitrine-lightbox__caption-toggle"
      aria-expanded={shown}
      aria-controls={captionId}
      onClick={onToggle}
    >
      {label}
    </button>
  );
}
