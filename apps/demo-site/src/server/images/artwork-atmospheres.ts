import { mixColors, shadeColor } from './palette-color';
import { num, type Point, polyline, type Sketch, safeColor, smoothPath } from './sketch';

/** Light and people: the studio window, festive lights, portraits. */

export function drawWindow(sketch: Sketch): string {
  const { random, width, height, palette } = sketch;
  const floorY = height * 0.84;
  let art = `<rect width="${width}" height="${height}" fill="${sketch.linear([
    [0, shadeColor(palette.sky, -0.08)],
    [1, palette.horizon],
  ])}"/>`;
  art += `<rect y="${num(floorY)}" width="${width}" height="${num(height - floorY)}" fill="${sketch.linear(
    [
      [0, palette.mid],
      [1, palette.deep],
    ],
  )}"/>`;
  const windowX = width * 0.14;
  const windowY = height * 0.1;
  const windowWidth = width * 0.5;
  const windowHeight = height * 0.42;
  const columns = 2;
  const rows = 4;
  const bar = width * 0.016;
  // The panes thrown as patches of sun on the wall and floor: the window sheared and
  // stretched down and to the right, with a faint beam from each pane to its patch.
  const shiftX = width * random.between(0.26, 0.32);
  const shiftY = height * random.between(0.3, 0.36);
  const shear = random.between(0.35, 0.5);
  const stretch = 1.25;
  const cast = (x: number, y: number): Point => [
    x + shiftX + (y - windowY) * shear,
    windowY + shiftY + (y - windowY) * stretch,
  ];
  let patches = '';
  let beams = '';
  const paneWidth = (windowWidth - bar * (columns + 1)) / columns;
  const paneHeight = (windowHeight - bar * (rows + 1)) / rows;
  for (let column = 0; column < columns; column += 1) {
    for (let row = 0; row < rows; row += 1) {
      const x = windowX + bar + column * (paneWidth + bar);
      const y = windowY + bar + row * (paneHeight + bar);
      const corners = [
        cast(x, y),
        cast(x + paneWidth, y),
        cast(x + paneWidth, y + paneHeight),
        cast(x, y + paneHeight),
      ];
      patches += `<path d="${polyline(corners)} Z"/>`;
      const [topLeft, topRight, bottomRight, bottomLeft] = corners;
      if (topLeft && topRight && bottomRight && bottomLeft) {
        beams += `<path d="${polyline([[x, y], [x + paneWidth, y], bottomRight, bottomLeft])} Z"/>`;
      }
    }
  }
  art += `<g fill="${safeColor(palette.light)}" fill-opacity="0.6">${patches}</g>`;
  art += `<g fill="${sketch.linear([
    [0, palette.light, 0.22],
    [1, palette.light, 0.04],
  ])}">${beams}</g>`;
  // The window: bright sky behind the panes, then the frame and glazing bars.
  art += `<rect x="${num(windowX)}" y="${num(windowY)}" width="${num(windowWidth)}" height="${num(windowHeight)}" fill="${sketch.linear(
    [
      [0, palette.light],
      [1, mixColors(palette.light, palette.sky, 0.5)],
    ],
  )}"/>`;
  let frame = `<rect x="${num(windowX)}" y="${num(windowY)}" width="${num(windowWidth)}" height="${num(windowHeight)}" fill="none" stroke-width="${num(bar * 2)}"/>`;
  for (let column = 1; column < columns; column += 1) {
    const x = windowX + column * (paneWidth + bar) + bar / 2;
    frame += `<line x1="${num(x)}" y1="${num(windowY)}" x2="${num(x)}" y2="${num(windowY + windowHeight)}" stroke-width="${num(bar)}"/>`;
  }
  for (let row = 1; row < rows; row += 1) {
    const y = windowY + row * (paneHeight + bar) + bar / 2;
    frame += `<line x1="${num(windowX)}" y1="${num(y)}" x2="${num(windowX + windowWidth)}" y2="${num(y)}" stroke-width="${num(bar)}"/>`;
  }
  art += `<g stroke="${safeColor(mixColors(palette.mid, palette.deep, 0.3))}">${frame}</g>`;
  art += `<rect x="${num(windowX - bar * 2)}" y="${num(windowY + windowHeight)}" width="${num(windowWidth + bar * 4)}" height="${num(bar * 1.6)}" fill="${safeColor(palette.mid)}"/>`;
  // A plant on the sill.
  const potX = windowX + windowWidth * 0.78;
  const potY = windowY + windowHeight;
  const potWidth = width * 0.07;
  let leaves = '';
  for (let index = 0; index < 9; index += 1) {
    const angle = random.between(-70, 70);
    const length = random.between(0.06, 0.11) * height;
    leaves += `<ellipse cx="${num(potX)}" cy="${num(potY - potWidth * 0.9 - length / 2)}" rx="${num(length * 0.16)}" ry="${num(length / 2)}" transform="rotate(${num(angle)} ${num(potX)} ${num(potY - potWidth * 0.9)})"/>`;
  }
  art += `<g fill="${safeColor(mixColors('#4f6b45', palette.deep, 0.35))}">${leaves}</g>`;
  art += `<path d="M${num(potX - potWidth / 2)} ${num(potY - potWidth * 0.9)} L${num(potX + potWidth / 2)} ${num(potY - potWidth * 0.9)} L${num(potX + potWidth * 0.38)} ${num(potY)} L${num(potX - potWidth * 0.38)} ${num(potY)} Z" fill="${safeColor(mixColors('#b5653f', palette.mid, 0.3))}"/>`;
  return art;
}

export function drawLights(sketch: Sketch): string {
  const { random, width, height, palette } = sketch;
  let art = `<rect width="${width}" height="${height}" fill="${sketch.radial([
    [0, palette.horizon],
    [1, palette.deep],
  ])}"/>`;
  const tints = [palette.light, palette.mid, mixColors(palette.light, palette.mid, 0.5)] as const;
  // Out-of-focus lights: soft discs of every size.
  for (let index = 0; index < 46; index += 1) {
    const radius = random.between(0.02, 0.09) * width;
    const color = random.pick(tints);
    art += `<circle cx="${num(random.next() * width)}" cy="${num(random.next() * height)}" r="${num(radius)}" fill="${sketch.radial(
      [
        [0, color, 0.55],
        [0.8, color, 0.35],
        [1, color, 0],
      ],
    )}" fill-opacity="${num(random.between(0.25, 0.8))}"/>`;
  }
  // The garland in focus: a sagging wire with small bulbs.
  const sag = height * random.between(0.12, 0.2);
  const wireY = height * random.between(0.35, 0.5);
  const wire: Point[] = [];
  for (let index = 0; index <= 10; index += 1) {
    const t = index / 10;
    wire.push([-20 + (width + 40) * t, wireY + sag * 4 * t * (1 - t) - height * 0.1 * t]);
  }
  art += `<path d="${smoothPath(wire)}" fill="none" stroke="${safeColor(shadeColor(palette.horizon, 0.2))}" stroke-width="2"/>`;
  for (const [x, y] of wire.slice(1, -1)) {
    const color = random.pick(tints);
    art += `<circle cx="${num(x)}" cy="${num(y + 14)}" r="${num(width * 0.05)}" fill="${sketch.radial(
      [
        [0, color, 0.7],
        [0.3, color, 0.2],
        [1, color, 0],
      ],
    )}"/>`;
    art += `<circle cx="${num(x)}" cy="${num(y + 14)}" r="${num(width * 0.008)}" fill="${safeColor(shadeColor(color, 0.5))}"/>`;
  }
  return art;
}

export function drawPortrait(sketch: Sketch): string {
  const { random, width, height, palette } = sketch;
  let art = `<rect width="${width}" height="${height}" fill="${sketch.radial(
    [
      [0, shadeColor(palette.sky, 0.2)],
      [0.55, palette.sky],
      [1, palette.horizon],
    ],
    { cx: 0.55, cy: 0.35, r: 0.8 },
  )}"/>`;
  // Studio bokeh behind.
  for (let index = 0; index < 9; index += 1) {
    art += `<circle cx="${num(random.next() * width)}" cy="${num(random.between(0, 0.6) * height)}" r="${num(random.between(0.04, 0.1) * width)}" fill="${sketch.radial(
      [
        [0, palette.light, 0.35],
        [1, palette.light, 0],
      ],
    )}"/>`;
  }
  const centerX = width * random.between(0.46, 0.54);
  const headY = height * 0.38;
  const headWidth = width * 0.14;
  const headHeight = headWidth * 1.28;
  const neckBase = height * 0.55;
  const shoulderY = height * 0.6;
  const side = random.next() < 0.5 ? 0 : 1;
  // A rim of light on one side of the figure.
  const rim = sketch.linear(
    [
      [0, side ? palette.mid : palette.light, side ? 1 : 0.85],
      [0.1, palette.mid],
      [0.9, palette.mid],
      [1, side ? palette.light : palette.mid, side ? 0.85 : 1],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const hair = safeColor(shadeColor(palette.deep, 0.05));
  const style = random.pick(['bun', 'short', 'long'] as const);
  if (style === 'long') {
    // Hair falling behind the shoulders.
    art += `<path d="M${num(centerX - headWidth * 1.15)} ${num(headY)} C${num(centerX - headWidth * 1.3)} ${num(headY + headHeight * 1.4)} ${num(centerX - headWidth * 1.4)} ${num(neckBase + height * 0.04)} ${num(centerX - headWidth * 1.5)} ${num(neckBase + height * 0.06)} L${num(centerX + headWidth * 1.5)} ${num(neckBase + height * 0.06)} C${num(centerX + headWidth * 1.4)} ${num(neckBase + height * 0.04)} ${num(centerX + headWidth * 1.3)} ${num(headY + headHeight * 1.4)} ${num(centerX + headWidth * 1.15)} ${num(headY)} Z" fill="${hair}"/>`;
  }
  // Shoulders and chest: out from the neck, round over the shoulders, down out of the frame.
  const neck = headWidth * 0.32;
  art += `<path d="M${num(centerX - neck)} ${num(neckBase)} C${num(centerX - width * 0.16)} ${num(neckBase + height * 0.02)} ${num(centerX - width * 0.34)} ${num(shoulderY - height * 0.01)} ${num(centerX - width * 0.38)} ${num(shoulderY + height * 0.06)} L${num(centerX - width * 0.45)} ${num(height + 10)} L${num(centerX + width * 0.45)} ${num(height + 10)} L${num(centerX + width * 0.38)} ${num(shoulderY + height * 0.06)} C${num(centerX + width * 0.34)} ${num(shoulderY - height * 0.01)} ${num(centerX + width * 0.16)} ${num(neckBase + height * 0.02)} ${num(centerX + neck)} ${num(neckBase)} Z" fill="${rim}"/>`;
  // Neck and head.
  art += `<rect x="${num(centerX - neck)}" y="${num(headY + headHeight * 0.5)}" width="${num(neck * 2)}" height="${num(neckBase - headY - headHeight * 0.5 + 4)}" fill="${safeColor(shadeColor(palette.mid, -0.15))}"/>`;
  art += `<ellipse cx="${num(centerX)}" cy="${num(headY)}" rx="${num(headWidth)}" ry="${num(headHeight)}" fill="${rim}"/>`;
  // Hair over the head: the cap, and a bun on top for that style.
  if (style === 'bun') {
    art += `<circle cx="${num(centerX)}" cy="${num(headY - headHeight * 1.02)}" r="${num(headWidth * 0.48)}" fill="${hair}"/>`;
  }
  const fringe = style === 'short' ? 0.55 : 0.35;
  art += `<path d="M${num(centerX - headWidth * 1.07)} ${num(headY + headHeight * 0.05)} C${num(centerX - headWidth * 1.15)} ${num(headY - headHeight * 1.28)} ${num(centerX + headWidth * 1.15)} ${num(headY - headHeight * 1.28)} ${num(centerX + headWidth * 1.07)} ${num(headY + headHeight * 0.05)} C${num(centerX + headWidth * 0.85)} ${num(headY - headHeight * fringe)} ${num(centerX - headWidth * 0.5)} ${num(headY - headHeight * (fringe + 0.25))} ${num(centerX - headWidth * 1.07)} ${num(headY + headHeight * 0.05)} Z" fill="${hair}"/>`;
  return art;
}
