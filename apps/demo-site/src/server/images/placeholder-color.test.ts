import { describe, expect, it } from 'vitest';
import { IMAGE_PLACEHOLDER_COLORS } from '../../content/image-placeholders';
import { IMAGES } from '../../content/images';
import { parseHexColor } from './palette-color';
import { measurePlaceholderColor } from './placeholder-color';

describe('placeholder colours (what a gallery box shows before its image loads)', () => {
  it.each(IMAGES.map((entry) => [entry.id, entry] as const))(
    '%s: the kept colour is the mean colour of its drawing',
    async (id, entry) => {
      const measured = parseHexColor(await measurePlaceholderColor(entry));
      const kept = parseHexColor(IMAGE_PLACEHOLDER_COLORS[id]);
      // A few units of tolerance per channel for libvips versions.
      for (const [index, channel] of kept.entries()) {
        expect(Math.abs(channel - (measured[index] ?? 0))).toBeLessThanOrEqual(6);
      }
    },
  );
});
