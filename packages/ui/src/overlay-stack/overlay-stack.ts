import { DIALOG_BASE_Z_INDEX } from '@vitrine/core-data/limits';

/** Managed dialog base z-index (spec 000 §9), owned by core-data. */
export const OVERLAY_BASE_Z_INDEX: number = DIALOG_BASE_Z_INDEX;

export interface OverlayEntry {
  /** Closes the overlay; it then calls `unregister` when it is no longer open. */
  close(): void;
}

export interface OverlayRegistration {
  /** The overlay's z-index: the base for the first open overlay, one above the newest otherwise. */
  readonly zIndex: number;
  /** Removes the overlay from the stack; calling it again does nothing. */
  unregister(): void;
}

export interface OverlayStack {
  /** Adds an open overlay as the newest one. */
  register(entry: OverlayEntry): OverlayRegistration;
  /** Closes the newest open overlay and only that one (spec 000 §4 "Escape key" step 1). */
  closeNewest(): boolean;
  /** Whether any overlay is open. */
  isAnyOpen(): boolean;
  /** How many overlays are open. */
  size(): number;
}

/**
 * Creates a registry of open overlays in opening order (spec 000 §4 "Escape key" step 1,
 * §9 "Managed dialog base z-index 30000"). No DOM: overlays register while they are open.
 */
export function createOverlayStack(baseZIndex: number = OVERLAY_BASE_Z_INDEX): OverlayStack {
  const open: Array<{ entry: OverlayEntry; zIndex: number }> = [];

  return {
    register(entry) {
      // Above the newest one still open, so a later overlay never sits under an earlier one.
      const zIndex = (open.at(-1)?.zIndex ?? baseZIndex - 1) + 1;
      const item = { entry, zIndex };
      open.push(item);
      return {
        zIndex,
        unregister() {
          const index = open.indexOf(item);
          if (index !== -1) open.splice(index, 1);
        },
      };
    },
    closeNewest() {
      const newest = open.at(-1);
      if (!newest) return false;
      newest.entry.close();
      return true;
    },
    isAnyOpen: () => open.length > 0,
    size: () => open.length,
  };
}
