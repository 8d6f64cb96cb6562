import { IMAGE_SIZE_STEPS } from './image-constants';

/** What bounds the size choice besides the display width and the device pixel ratio. */
export interface PickImageSizeOptions {
  /** Lowest device pixel ratio counted (default 0: no floor). */
  readonly dprMin?: number;
  /** Highest device pixel ratio counted (default unbounded). */
  readonly dprMax?: number;
  /** Multiplies the wanted width (default 1, minimum 0). */
  readonly sizeAdjustment?: number;
  /** Whether the visitor's browser asks to save data (`navigator.connection.saveData`). */
  readonly saveData?: boolean;
  /** Lets the save-data request lower the quality: the ratio is then taken as 1. */
  readonly allowSaveData?: boolean;
}

/**
 * Chooses the smallest size step (spec 001 §9) at least as wide as the display width times the
 * clamped device pixel ratio times the size adjustment; the widest step, 2500, when none is.
 */
export function pickImageSize(
  displayWidth: number,
  dpr: number,
  {
    dprMin = 0,
    dprMax = Number.POSITIVE_INFINITY,
    sizeAdjustment = 1,
    saveData,
    allowSaveData,
  }: PickImageSizeOptions = {},
): number {
  const ratio = Math.min(Math.max(saveData && allowSaveData ? 1 : dpr || 1, dprMin), dprMax);
  const wanted = Math.max(displayWidth || 0, 0) * ratio * Math.max(sizeAdjustment, 0);
  let size: number = IMAGE_SIZE_STEPS[0];
  for (const step of IMAGE_SIZE_STEPS) if (step >= wanted) size = step;
  return size;
}
