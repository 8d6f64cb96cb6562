import { describe, expect, it } from 'vitest';
import { IMAGES, type ImageEntry, imageById } from '../../content/images';
import { artworkSvg } from './artwork-svg';
import { mixColors, parseHexColor } from './palette-color';
import { createSeededRandom } from './seeded-random';
import { safeColor } from './sketch';

const entry = (id: string) => imageById(id) as ImageEntry;

describe('artworkSvg', () => {
  it('draws the same picture every time', () => {
    expect(artworkSvg(entry('atelier-03'), 750, 500)).toBe(
      artworkSvg(entry('atelier-03'), 750, 500),
    );
  });

  it('draws a different picture for every image, even two of the same scene', () => {
    const drawings = IMAGES.map((image) => artworkSvg(image, 300, 200));
    expect(new Set(drawings).size).toBe(IMAGES.length);
  });

  it('draws the same scene at every size: only the pixel size changes', () => {
    const small = artworkSvg(entry('atelier-06'), 100, 67);
    const large = artworkSvg(entry('atelier-06'), 2500, 1667);
    expect(small.replace('width="100" height="67"', '')).toBe(
      large.replace('width="2500" height="1667"', ''),
    );
  });

  it('keeps the original ratio in its coordinate space', () => {
    expect(artworkSvg(entry('atelier-05'), 300, 450)).toContain('viewBox="0 0 1000 1500"');
    expect(artworkSvg(entry('atelier-04'), 300, 300)).toContain('viewBox="0 0 1000 1000"');
  });

  it('never puts a caption into the markup', () => {
    const hostile = IMAGES.find((image) => image.hostileCaption) as ImageEntry;
    expect(artworkSvg(hostile, 300, 300)).not.toMatch(/onerror|<img|alert/);
  });

  it('draws a palette value that is not a colour as mid grey, never as markup', () => {
    const hills = entry('atelier-01');
    const injected = '"/><script>alert(1)</script>';
    const poisoned: ImageEntry = {
      ...hills,
      palette: { sky: injected, horizon: injected, light: injected, mid: injected, deep: injected },
    };
    const svg = artworkSvg(poisoned, 300, 169);
    expect(svg).not.toMatch(/script|alert/);
    expect(svg).toContain('stop-color="#808080"');
  });
});

describe('drawing helpers', () => {
  it('repeats a random sequence for the same seed and differs for another', () => {
    const first = createSeededRandom('atelier-01');
    const again = createSeededRandom('atelier-01');
    const other = createSeededRandom('atelier-02');
    const sequence = [first.next(), first.next(), first.next()];
    expect([again.next(), again.next(), again.next()]).toEqual(sequence);
    expect(other.next()).not.toBe(sequence[0]);
    for (const value of sequence) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('mixes colours and reads bad ones as mid grey', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColors('#102030', '#102030', 0.7)).toBe('#102030');
    expect(mixColors('#000000', '#ffffff', 2)).toBe('#ffffff');
    expect(parseHexColor('red')).toEqual([128, 128, 128]);
    expect(safeColor('#ABCDEF')).toBe('#abcdef');
  });
});
