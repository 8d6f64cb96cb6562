'use client';
import { type ReactNode, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { loadMotionAnimate } from '../motion/load-motion-features';
import { usePrefersReducedMotion } from '../motion/use-prefers-reduced-motion';
import { loadingImages, whenImagesLoaded, whenSufficientlyVisible } from './block-animation.dom';
import {
  BLOCK_ANIMATION_DURATION_S,
  BLOCK_ANIMATION_KEYFRAMES,
  type BlockAnimationKind,
  checkBlockAnimationKind,
} from './block-animation-kinds';
import { blockAnimationReducer, HIDDEN_PHASES } from './block-animation-state';
import { checkVisibleRatio } from './block-visibility';

/** Content hidden for its animation is shown anyway if the animation has not started by then. */
export const BLOCK_ANIMATION_START_LIMIT_MS = 3000;
/** Images that neither load nor fail within this time stop holding the block back. */
export const BLOCK_IMAGE_WAIT_LIMIT_MS = 10_000;

export interface BlockAnimationProps {
  /** fade, slide-up, scale or none; fade by default. */
  readonly kind?: BlockAnimationKind;
  /** Share of the block in view that counts as sufficiently visible, 0 to 1; 0.5 by default. */
  readonly threshold?: number;
  readonly className?: string;
  readonly children?: ReactNode;
}

/**
 * Provides a block's entrance animation (spec 001 sections 4 and 9): it runs once, when the
 * block is sufficiently visible (half of it by default) and every image inside has loaded.
 * framer-motion comes from Vitrine's one shared lazy chunk, fetched only when a block actually
 * animates. Content is never left hidden: it shows at first render (server HTML), under
 * reduced motion, without IntersectionObserver, and when the animation cannot start.
 */
export function BlockAnimation({
  kind: rawKind,
  threshold,
  className,
  children,
}: BlockAnimationProps) {
  const { kind, warning: kindWarning } = checkBlockAnimationKind(rawKind);
  const { ratio, warning: ratioWarning } = checkVisibleRatio(threshold);
  const reducedMotion = usePrefersReducedMotion();
  const [phase, dispatch] = useReducer(blockAnimationReducer, 'idle');
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    for (const warning of [kindWarning, ratioWarning]) {
      if (warning) console.warn(`[vitrine/block-animation] ${warning}.`);
    }
  }, [kindWarning, ratioWarning]);

  // Decided before the first paint in the browser, so a block to animate is hidden from the start.
  useLayoutEffect(() => {
    dispatch({
      type: 'mounted',
      animate: !reducedMotion && kind !== 'none' && typeof IntersectionObserver === 'function',
    });
  }, [reducedMotion, kind]);

  useEffect(() => {
    if (reducedMotion) dispatch({ type: 'show' });
  }, [reducedMotion]);

  useEffect(() => {
    const element = ref.current;
    if (phase !== 'waiting' || !element) return;
    return whenSufficientlyVisible(element, ratio, () =>
      dispatch({ type: 'visible', imagesPending: loadingImages(element).length > 0 }),
    );
  }, [phase, ratio]);

  useEffect(() => {
    const element = ref.current;
    if (phase !== 'loading' || !element) return;
    const stop = whenImagesLoaded(loadingImages(element), () => dispatch({ type: 'imagesLoaded' }));
    const limit = setTimeout(() => dispatch({ type: 'imagesLoaded' }), BLOCK_IMAGE_WAIT_LIMIT_MS);
    return () => {
      stop();
      clearTimeout(limit);
    };
  }, [phase]);

  useEffect(() => {
    const element = ref.current;
    if (phase !== 'ready' || !element || kind === 'none') return;
    let cancelled = false;
    const limit = setTimeout(() => dispatch({ type: 'show' }), BLOCK_ANIMATION_START_LIMIT_MS);
    loadMotionAnimate()
      .then((animate) => {
        if (cancelled) return;
        clearTimeout(limit);
        const animation = animate(element, BLOCK_ANIMATION_KEYFRAMES[kind], {
          duration: BLOCK_ANIMATION_DURATION_S,
          ease: 'easeOut',
        });
        dispatch({ type: 'started' });
        return animation.then(() => dispatch({ type: 'completed' }));
      })
      .catch((error: unknown) => {
        console.error('[vitrine/block-animation] The animation could not run.', error);
        dispatch({ type: 'show' });
      });
    return () => {
      cancelled = true;
      clearTimeout(limit);
    };
  }, [phase, kind]);

  return (
    <div
      ref={ref}
      className={className ? `vitrine-block-animation ${className}` : 'vitrine-block-animation'}
      data-block-animation={kind}
      data-state={phase}
      style={HIDDEN_PHASES.has(phase) ? { opacity: 0 } : undefined}
    >
      {children}
    </div>
  );
}
