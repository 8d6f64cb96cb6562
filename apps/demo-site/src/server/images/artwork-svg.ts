import type { ImageEntry, ImageScene } from '../../content/images';
import { drawLights, drawPortrait, drawWindow } from './artwork-atmospheres';
import { drawDunes, drawForest, drawHills, drawMountains, drawSea } from './artwork-landscapes';
import {
  drawBowl,
  drawGiftCard,
  drawPrints,
  drawVases,
  drawWheel,
  MONOGRAM_PATH,
} from './artwork-still-lifes';
import { createSketch, num, type Sketch, safeColor } from './sketch';

/**
 * Version of the drawings. It is part of every cached file's name, so that changing a drawing
 * makes new files instead of serving old ones.
 */
export const ARTWORK_VERSION = 1;

const SCENES: Record<ImageScene, (sketch: Sketch) => string> = {
  hills: drawHills,
  sea: drawSea,
  mountains: drawMountains,
  dunes: drawDunes,
  forest: drawForest,
  bowl: drawBowl,
  vases: drawVases,
  wheel: drawWheel,
  window: drawWindow,
  lights: drawLights,
  prints: drawPrints,
  'gift-card': drawGiftCard,
  portrait: drawPortrait,
};

/** Darker corners, as a lens gives. */
function vignette(sketch: Sketch): string {
  const { width, height } = sketch;
  const fill = sketch.radial(
    [
      [0, '#000000', 0],
      [0.6, '#000000', 0],
      [1, '#000000', 0.32],
    ],
    { r: 0.75 },
  );
  // The gradient is clear inside the ellipse at its 0.6 stop: leaving that ellipse out of the
  // shape spares shading most of the picture (about 40 % of the drawing time at 2500 px).
  const rx = width * 0.45;
  const ry = height * 0.45;
  const clear = `M${num(width / 2 - rx)} ${num(height / 2)} a${num(rx)} ${num(ry)} 0 1 0 ${num(rx * 2)} 0 a${num(rx)} ${num(ry)} 0 1 0 ${num(-rx * 2)} 0 Z`;
  return `<path d="M0 0 H${width} V${height} H0 Z ${clear}" fill-rule="evenodd" fill="${fill}"/>`;
}

/** The studio's monogram in the bottom right corner, like a photographer's signature. */
function signature(sketch: Sketch): string {
  const scale = (sketch.width * 0.028) / 100;
  const x = sketch.width - sketch.width * 0.035 - 125 * scale;
  const y = sketch.height - sketch.width * 0.035 - 100 * scale;
  return `<path d="${MONOGRAM_PATH}" transform="translate(${num(x)} ${num(y)}) scale(${num(scale)})" fill="none" stroke="${safeColor(sketch.palette.light)}" stroke-width="${num(2.4 / scale)}" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.6"/>`;
}

/**
 * The SVG of an image's drawing at a pixel size. The drawing lives in a 1000-wide space with
 * the original's ratio and is scaled to the pixels asked, so every size shows the same picture.
 * Only numbers and checked colours reach the markup: nothing from a request does.
 */
export function artworkSvg(entry: ImageEntry, pixelWidth: number, pixelHeight: number): string {
  const sketch = createSketch(entry.id, entry.width / entry.height, entry.palette);
  const draw = SCENES[entry.scene] ?? drawHills;
  const art =
    draw(sketch) + (entry.scene === 'gift-card' ? '' : signature(sketch)) + vignette(sketch);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(pixelWidth)}" height="${Math.round(pixelHeight)}" viewBox="0 0 ${sketch.width} ${sketch.height}" preserveAspectRatio="none">` +
    `<defs>${sketch.definitions()}</defs>${art}</svg>`
  );
}
