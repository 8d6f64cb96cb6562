import type { CSSProperties } from 'react';

/**
 * Hides an element from sight and keeps it for screen readers. Inline styles, so spoken labels
 * and live regions stay correct even when no stylesheet is loaded.
 */
export const VISUALLY_HIDDEN: Readonly<CSSProperties> = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
