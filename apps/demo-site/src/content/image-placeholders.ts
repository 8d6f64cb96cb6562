import type { ImageId } from './images';

/**
 * What each image's box shows until the image loads: the mean colour of the artwork the server
 * draws for it, measured by `measurePlaceholderColor` (src/server/images/placeholder-color.ts).
 * Its test draws every image again and fails when a value here no longer matches its drawing.
 */
export const IMAGE_PLACEHOLDER_COLORS: Readonly<Record<ImageId, `#${string}`>> = {
  'atelier-01': '#928c9b',
  'atelier-02': '#e19067',
  'atelier-03': '#b87b49',
  'atelier-04': '#d2ccc8',
  'atelier-05': '#9eb5a0',
  'atelier-06': '#ddbdc1',
  'atelier-07': '#be7e59',
  'atelier-08': '#d5d0c3',
  'atelier-09': '#e1d0bc',
  'atelier-10': '#a49e94',
  'atelier-11': '#2e476b',
  'atelier-12': '#33203d',
  'atelier-13': '#acac97',
  'atelier-14': '#e9ccc2',
  'atelier-15': '#a98961',
  'atelier-16': '#3f676c',
};
