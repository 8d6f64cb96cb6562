'use client';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { GallerySnapshot, GalleryState } from '../core/gallery-state';
import type { GalleryTransition } from '../core/gallery-transition';
import { slideElement } from '../shared/gallery.dom';

/**
 * Provides the slideshow's step animation (spec 001 §4): the incoming and the outgoing slide
 * animate together through the Web Animations API, the gallery's state is `animating` meanwhile,
 * and the index of the slide leaving is returned so it stays shown until it is gone.
 */
export function useStackedTransition(
  state: GalleryState,
  viewport: RefObject<HTMLElement | null>,
  transition: GalleryTransition,
  snapshot: Pick<GallerySnapshot, 'currentIndex' | 'previousIndex' | 'direction'>,
  /** In ms; 0 (reduced motion) changes slides at once. */
  duration: number,
): number | null {
  const { currentIndex, previousIndex, direction } = snapshot;
  const [leaving, setLeaving] = useState<number | null>(null);
  // The viewport's width as the browser last laid it out: read in a step, it would force a layout
  // in the middle of the click.
  const width = useRef(0);
  useEffect(() => {
    const root = viewport.current;
    if (!root || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      width.current = root.clientWidth;
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [viewport]);
  useLayoutEffect(() => {
    const root = viewport.current;
    if (previousIndex === null || !root || duration === 0) return;
    const incoming = slideElement(root, currentIndex);
    const outgoing = slideElement(root, previousIndex);
    if (!incoming || !outgoing) return;
    const plan = transition.plan({
      direction,
      speed: duration,
      width: width.current || root.clientWidth,
    });
    const options: KeyframeAnimationOptions = { duration: plan.duration, easing: 'ease-in-out' };
    setLeaving(previousIndex);
    state.setAnimating(true);
    const animations = [
      incoming.animate(plan.incoming, options),
      outgoing.animate(plan.outgoing, options),
    ];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      setLeaving(null);
      state.setAnimating(false);
    };
    Promise.all(animations.map((animation) => animation.finished)).then(finish, finish);
    return () => {
      for (const animation of animations) animation.cancel();
      finish();
    };
  }, [viewport, currentIndex, previousIndex, direction, transition, duration, state]);
  return leaving;
}
