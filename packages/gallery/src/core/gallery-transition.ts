import { type GalleryTransitionName, isStackedTransition } from './gallery-enums';

/** One step of the slideshow, as a transition sees it. */
export interface TransitionStep {
  /** 1 when the slideshow moves forward, -1 backward. */
  readonly direction: 1 | -1;
  /** The slideshow's speed in ms (already 0 under reduced motion, where nothing animates). */
  readonly speed: number;
  /** The viewport's width in px (the swipe durations depend on it, spec 001 §9). */
  readonly width: number;
}

/** The Web Animations keyframes of one step, played together on both slides. */
export interface TransitionPlan {
  readonly duration: number;
  readonly incoming: Keyframe[];
  readonly outgoing: Keyframe[];
}

/**
 * A slideshow transition (spec 001 §4): each one is its own entry
 * (`@vitrine/gallery/transitions/<name>`), so a page pays for the transitions it imports.
 */
export interface GalleryTransition {
  /** The spec's name, also the slideshow's `data-transition` (its layering in gallery.css). */
  readonly name: GalleryTransitionName;
  /** The keyframes of a step from the previous slide to the current one. */
  plan(step: TransitionStep): TransitionPlan;
  /**
   * Keyframes played on the current slide's image for as long as it shows (the autoplay delay
   * plus the speed), held at the end: the ken-burns zoom. None under reduced motion.
   */
  readonly keyframes?: readonly Keyframe[];
}

/** Whether a value is a transition definition (a spec name and a plan). */
export function isGalleryTransition(value: unknown): value is GalleryTransition {
  return (
    isStackedTransition((value as GalleryTransition | null)?.name) &&
    typeof (value as GalleryTransition).plan === 'function'
  );
}
