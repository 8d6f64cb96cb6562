import type { StackedTransition } from '@vitrine/core-data/enums';
import { isStackedTransition } from '../core/gallery-enums';
import type { GalleryTransition } from '../core/gallery-transition';
import { requireTransition } from '../core/validation';
import { fadeTransition } from '../transitions/fade';
import { kenBurnsTransition } from '../transitions/ken-burns';
import { newSwipeTransition } from '../transitions/new-swipe';
import { scrollTransition } from '../transitions/scroll';
import { swipeTransition } from '../transitions/swipe';

/** Every slideshow transition by name (spec 001 §4): the block takes its transition by name. */
export const GALLERY_TRANSITIONS: Readonly<Record<StackedTransition, GalleryTransition>> = {
  fade: fadeTransition,
  'ken-burns': kenBurnsTransition,
  'new-swipe': newSwipeTransition,
  scroll: scrollTransition,
  swipe: swipeTransition,
};

/**
 * The definition of a transition name, fade when there is none; an unknown name throws
 * 'Could not find transition named ...' (spec 001 §8).
 */
export const transitionNamed = (name: unknown = 'fade'): GalleryTransition =>
  requireTransition(isStackedTransition(name) ? GALLERY_TRANSITIONS[name] : name);
