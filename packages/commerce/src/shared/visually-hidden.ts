import type { CSSProperties } from 'react';

/**
 * Hides text from sight and keeps it for screen readers. Inline, so spoken labels stay correct
 * even when the optional stylesheet is not loaded.
 */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
