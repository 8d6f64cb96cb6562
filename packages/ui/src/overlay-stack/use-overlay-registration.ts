'use client';
import { useLayoutEffect, useRef, useState } from 'react';
import { registerOverlay } from './page-overlay-stack';

/**
 * Registers an overlay on the page's overlay stack while `open` is true and returns its
 * z-index (undefined while closed). `onClose` is called when Escape (or the page's Escape
 * handler) closes the newest overlay and this is it.
 */
export function useOverlayRegistration(open: boolean, onClose: () => void): number | undefined {
  const [zIndex, setZIndex] = useState<number>();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    if (!open) return;
    const registration = registerOverlay({ close: () => onCloseRef.current() });
    setZIndex(registration.zIndex);
    return () => {
      registration.unregister();
      setZIndex(undefined);
    };
  }, [open]);

  return zIndex;
}
