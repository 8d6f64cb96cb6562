/**
 * Animates an accordion panel's height with the Web Animations API (no library): from
 * `fromPx` (its current height when it was interrupted) or its closed or full height, to its
 * full or closed height. Returns undefined where the API is missing: the panel then just
 * appears or disappears. The caller cancels the animation when the item settles.
 */
export function animatePanelHeight(
  panel: HTMLElement,
  phase: 'opening' | 'closing',
  durationMs: number,
  fromPx?: number,
): Animation | undefined {
  if (typeof panel.animate !== 'function') return undefined;
  const full = panel.scrollHeight;
  const start = fromPx ?? (phase === 'opening' ? 0 : full);
  const end = phase === 'opening' ? full : 0;
  const overflow = panel.style.overflow;
  panel.style.overflow = 'hidden';
  const animation = panel.animate([{ height: `${start}px` }, { height: `${end}px` }], {
    duration: durationMs,
    easing: 'ease',
    fill: 'forwards',
  });
  const restore = () => {
    panel.style.overflow = overflow;
  };
  animation.addEventListener('cancel', restore);
  return animation;
}

/** The rendered height of a panel, to continue from it when its animation is interrupted. */
export function panelHeight(panel: HTMLElement): number {
  return panel.getBoundingClientRect().height;
}
