import { mixColors, shadeColor } from './palette-color';
import { latheOutline, num, type Point, type Sketch, safeColor } from './sketch';

/** Objects of the studio: a bowl, vases on a shelf, the wheel, framed prints, the gift card. */

const CLAY = '#a7795a';

/** The wall (`sky` to `horizon`) down to `tableY`, then the table, lit from the left. */
function wallAndTable(sketch: Sketch, tableY: number): string {
  const { width, height, palette } = sketch;
  const wall = sketch.radial(
    [
      [0, shadeColor(palette.sky, 0.25)],
      [0.6, palette.sky],
      [1, mixColors(palette.sky, palette.horizon, 0.8)],
    ],
    { cx: 0.3, cy: 0.3, r: 0.95 },
  );
  const table = sketch.linear([
    [0, shadeColor(palette.horizon, 0.15)],
    [1, shadeColor(palette.horizon, -0.18)],
  ]);
  return (
    `<rect width="${width}" height="${height}" fill="${wall}"/>` +
    `<rect y="${num(tableY)}" width="${width}" height="${num(height - tableY)}" fill="${table}"/>` +
    `<rect y="${num(tableY - 1)}" width="${width}" height="3" fill="${safeColor(shadeColor(palette.horizon, 0.35))}" fill-opacity="0.7"/>`
  );
}

/** A soft oval shadow on the table. */
function contactShadow(
  sketch: Sketch,
  x: number,
  y: number,
  rx: number,
  ry: number,
  opacity = 0.5,
): string {
  const fill = sketch.radial([
    [0, sketch.palette.deep, opacity],
    [0.55, sketch.palette.deep, opacity * 0.45],
    [1, sketch.palette.deep, 0],
  ]);
  return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"/>`;
}

/** Glaze lit from the left: shadow, colour, highlight, colour, shadow across the width. */
function glaze(sketch: Sketch, color: string): string {
  return sketch.linear(
    [
      [0, shadeColor(color, -0.35)],
      [0.22, shadeColor(color, 0.12)],
      [0.32, shadeColor(color, 0.4)],
      [0.45, color],
      [1, shadeColor(color, -0.55)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
}

export function drawBowl(sketch: Sketch): string {
  const { width, height, palette } = sketch;
  const tableY = height * 0.58;
  const centerX = width * 0.5;
  const rimY = height * 0.52;
  const rimRadius = width * 0.27;
  const rimDepth = width * 0.06;
  const bodyHeight = width * 0.21;
  const footY = rimY + bodyHeight;
  let art = wallAndTable(sketch, tableY);
  // A small cup further back, out of focus.
  const cupX = width * 0.8;
  const cupBase = tableY + height * 0.03;
  art += contactShadow(sketch, cupX + 12, cupBase, width * 0.08, width * 0.015, 0.35);
  art += `<path d="${latheOutline(cupX, cupBase, width * 0.12, width * 0.06, [
    [0, 0.7],
    [0.15, 0.9],
    [0.9, 1],
    [1, 1],
  ])}" fill="${glaze(sketch, mixColors(palette.mid, palette.sky, 0.55))}" fill-opacity="0.85"/>`;
  const ringHeight = width * 0.018;
  art += contactShadow(
    sketch,
    centerX + width * 0.04,
    footY + ringHeight,
    rimRadius * 1.05,
    width * 0.035,
  );
  // Unglazed foot ring, showing under the body.
  art += `<rect x="${num(centerX - rimRadius * 0.3)}" y="${num(footY - ringHeight)}" width="${num(rimRadius * 0.6)}" height="${num(ringHeight * 2)}" rx="${num(ringHeight * 0.4)}" fill="${safeColor(mixColors(CLAY, palette.horizon, 0.3))}"/>`;
  // Body: from the rim's left end down to the foot and back up to the right.
  art += `<path d="M${num(centerX - rimRadius)} ${num(rimY)} C${num(centerX - rimRadius)} ${num(rimY + bodyHeight * 0.75)} ${num(centerX - rimRadius * 0.5)} ${num(footY)} ${num(centerX - rimRadius * 0.32)} ${num(footY)} L${num(centerX + rimRadius * 0.32)} ${num(footY)} C${num(centerX + rimRadius * 0.5)} ${num(footY)} ${num(centerX + rimRadius)} ${num(rimY + bodyHeight * 0.75)} ${num(centerX + rimRadius)} ${num(rimY)} Z" fill="${glaze(sketch, palette.mid)}"/>`;
  // Glaze running down: a lighter band under the rim.
  art += `<path d="M${num(centerX - rimRadius)} ${num(rimY)} C${num(centerX - rimRadius)} ${num(rimY + bodyHeight * 0.35)} ${num(centerX + rimRadius)} ${num(rimY + bodyHeight * 0.35)} ${num(centerX + rimRadius)} ${num(rimY)} Z" fill="${safeColor(palette.light)}" fill-opacity="0.12"/>`;
  // Inside of the bowl, the rim, and a highlight.
  const inside = sketch.linear([
    [0, shadeColor(palette.mid, -0.55)],
    [1, shadeColor(palette.mid, 0.1)],
  ]);
  art += `<ellipse cx="${num(centerX)}" cy="${num(rimY)}" rx="${num(rimRadius)}" ry="${num(rimDepth)}" fill="${inside}"/>`;
  art += `<ellipse cx="${num(centerX)}" cy="${num(rimY)}" rx="${num(rimRadius)}" ry="${num(rimDepth)}" fill="none" stroke="${safeColor(shadeColor(palette.mid, 0.45))}" stroke-width="${num(width * 0.006)}"/>`;
  art += `<ellipse cx="${num(centerX - rimRadius * 0.5)}" cy="${num(rimY + bodyHeight * 0.38)}" rx="${num(rimRadius * 0.07)}" ry="${num(bodyHeight * 0.2)}" fill="${sketch.radial(
    [
      [0, palette.light, 0.75],
      [1, palette.light, 0],
    ],
  )}"/>`;
  return art;
}

const VASE_PROFILES: readonly (readonly Point[])[] = [
  // Bottle: round belly, long neck.
  [
    [0, 0.55],
    [0.08, 0.85],
    [0.3, 1],
    [0.55, 0.6],
    [0.75, 0.22],
    [0.95, 0.2],
    [1, 0.28],
  ],
  // Tall cylinder, slightly swelling.
  [
    [0, 0.62],
    [0.1, 0.74],
    [0.6, 0.8],
    [0.92, 0.68],
    [1, 0.74],
  ],
  // Squat jar with a short collar.
  [
    [0, 0.6],
    [0.15, 0.92],
    [0.5, 1],
    [0.8, 0.72],
    [0.92, 0.5],
    [1, 0.56],
  ],
];

export function drawVases(sketch: Sketch): string {
  const { random, width, height, palette } = sketch;
  const shelfY = height * 0.7;
  let art = wallAndTable(sketch, shelfY);
  // Wood grain on the shelf front.
  let grain = '';
  for (let index = 0; index < 9; index += 1) {
    const y = shelfY + random.between(0.02, 0.28) * height;
    grain += `<path d="M-10 ${num(y)} Q${num(width * random.between(0.3, 0.7))} ${num(y + random.between(-8, 8))} ${width + 10} ${num(y + random.between(-5, 5))}"/>`;
  }
  art += `<g fill="none" stroke="${safeColor(shadeColor(palette.horizon, -0.3))}" stroke-width="2" stroke-opacity="0.3">${grain}</g>`;
  const heights = [0.46, 0.36, 0.24];
  const colors = [palette.mid, mixColors(palette.mid, palette.light, 0.55), palette.deep];
  const xs = [0.27, 0.52, 0.76];
  for (let index = 0; index < 3; index += 1) {
    const x = width * (xs[index] ?? 0.5) + random.between(-15, 15);
    const vaseHeight = height * (heights[index] ?? 0.3);
    const halfWidth = width * random.between(0.075, 0.1);
    const profile = VASE_PROFILES[index] ?? [];
    const base = shelfY + height * 0.015;
    // Shadow cast on the wall, to the right, fading upwards.
    const shadow = sketch.linear([
      [0, palette.deep, 0],
      [1, palette.deep, 0.16],
    ]);
    art += `<path d="${latheOutline(x + halfWidth * 0.55, base, vaseHeight * 0.92, halfWidth * 1.05, profile)}" fill="${shadow}"/>`;
    art += contactShadow(sketch, x + halfWidth * 0.4, base, halfWidth * 1.5, height * 0.018, 0.45);
    art += `<path d="${latheOutline(x, base, vaseHeight, halfWidth, profile)}" fill="${glaze(sketch, colors[index] ?? palette.mid)}"/>`;
  }
  return art;
}

export function drawWheel(sketch: Sketch): string {
  const { random, width, height, palette } = sketch;
  const centerX = width * 0.5;
  const centerY = height * 0.5;
  const pan = sketch.radial([
    [0, palette.horizon],
    [0.7, shadeColor(palette.horizon, -0.25)],
    [1, palette.deep],
  ]);
  let art = `<rect width="${width}" height="${height}" fill="${safeColor(palette.deep)}"/>`;
  art += `<circle cx="${num(centerX)}" cy="${num(centerY)}" r="${num(height * 0.62)}" fill="${pan}"/>`;
  // The metal wheel head with turned rings.
  const headRadius = height * 0.4;
  art += `<circle cx="${num(centerX)}" cy="${num(centerY)}" r="${num(headRadius)}" fill="${sketch.radial(
    [
      [0, palette.light],
      [0.8, palette.sky],
      [1, shadeColor(palette.sky, -0.2)],
    ],
    { cx: 0.4, cy: 0.35, r: 0.8 },
  )}"/>`;
  let rings = '';
  for (let index = 1; index < 9; index += 1) {
    rings += `<circle cx="${num(centerX)}" cy="${num(centerY)}" r="${num(headRadius * (0.38 + index * 0.07))}"/>`;
  }
  art += `<g fill="none" stroke="${safeColor(palette.deep)}" stroke-width="1.2" stroke-opacity="0.18">${rings}</g>`;
  // Slip splashed around the clay.
  let slip = '';
  for (let index = 0; index < 26; index += 1) {
    const angle = random.between(0, Math.PI * 2);
    const distance = headRadius * random.between(0.42, 0.95);
    slip += `<ellipse cx="${num(centerX + Math.cos(angle) * distance)}" cy="${num(centerY + Math.sin(angle) * distance)}" rx="${num(random.between(4, 16))}" ry="${num(random.between(2, 6))}" transform="rotate(${num((angle * 180) / Math.PI + 90)} ${num(centerX + Math.cos(angle) * distance)} ${num(centerY + Math.sin(angle) * distance)})" fill-opacity="${num(random.between(0.3, 0.7))}"/>`;
  }
  art += `<g fill="${safeColor(mixColors(palette.mid, palette.sky, 0.35))}">${slip}</g>`;
  // The clay, with the grooves the fingers leave as it turns.
  const clayRadius = headRadius * 0.36;
  art += `<circle cx="${num(centerX + 8)}" cy="${num(centerY + 10)}" r="${num(clayRadius * 1.04)}" fill="${safeColor(palette.deep)}" fill-opacity="0.35"/>`;
  art += `<circle cx="${num(centerX)}" cy="${num(centerY)}" r="${num(clayRadius)}" fill="${sketch.radial(
    [
      [0, shadeColor(palette.mid, 0.25)],
      [0.7, palette.mid],
      [1, shadeColor(palette.mid, -0.35)],
    ],
    { cx: 0.4, cy: 0.38, r: 0.7 },
  )}"/>`;
  let grooves = '';
  for (let index = 1; index < 7; index += 1) {
    const radius = clayRadius * (index / 7);
    grooves += `<circle cx="${num(centerX + random.between(-2, 2))}" cy="${num(centerY + random.between(-2, 2))}" r="${num(radius)}" stroke="${safeColor(index % 2 ? shadeColor(palette.mid, -0.3) : shadeColor(palette.mid, 0.3))}"/>`;
  }
  art += `<g fill="none" stroke-width="${num(clayRadius * 0.035)}" stroke-opacity="0.6">${grooves}</g>`;
  // Motion: light arcs swept around the head.
  let arcs = '';
  for (let index = 0; index < 6; index += 1) {
    const radius = headRadius * random.between(0.5, 0.95);
    const start = random.between(0, Math.PI * 2);
    const end = start + random.between(0.5, 1.2);
    arcs += `<path d="M${num(centerX + Math.cos(start) * radius)} ${num(centerY + Math.sin(start) * radius)} A${num(radius)} ${num(radius)} 0 0 1 ${num(centerX + Math.cos(end) * radius)} ${num(centerY + Math.sin(end) * radius)}"/>`;
  }
  art += `<g fill="none" stroke="${safeColor(palette.light)}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.35">${arcs}</g>`;
  return art;
}

/** A small landscape inside a frame: sky, sun and two hills, in colours from the palette. */
function miniature(
  sketch: Sketch,
  x: number,
  y: number,
  w: number,
  h: number,
  tint: number,
): string {
  const { random, palette } = sketch;
  const sky = mixColors(palette.light, palette.mid, tint * 0.5);
  const hill = mixColors(palette.mid, palette.deep, 0.3 + tint * 0.4);
  const far = mixColors(hill, sky, 0.5);
  const sunX = random.between(0.2, 0.8) * w;
  const wave = (baseY: number, amplitude: number) =>
    `M0 ${num(baseY)} C${num(w * 0.3)} ${num(baseY - amplitude)} ${num(w * 0.6)} ${num(baseY + amplitude)} ${num(w)} ${num(baseY - amplitude * 0.5)} L${num(w)} ${num(h)} L0 ${num(h)} Z`;
  return (
    `<svg x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" viewBox="0 0 ${num(w)} ${num(h)}">` +
    `<rect width="${num(w)}" height="${num(h)}" fill="${sketch.linear([
      [0, sky],
      [1, mixColors(sky, palette.horizon, 0.5)],
    ])}"/>` +
    `<circle cx="${num(sunX)}" cy="${num(h * 0.32)}" r="${num(Math.min(w, h) * 0.09)}" fill="${safeColor(palette.light)}"/>` +
    `<path d="${wave(h * random.between(0.5, 0.62), h * 0.12)}" fill="${safeColor(far)}"/>` +
    `<path d="${wave(h * random.between(0.7, 0.8), h * 0.1)}" fill="${safeColor(hill)}"/>` +
    `</svg>`
  );
}

export function drawPrints(sketch: Sketch): string {
  const { random, width, height, palette } = sketch;
  const floorY = height * 0.88;
  let art = `<rect width="${width}" height="${height}" fill="${sketch.radial(
    [
      [0, shadeColor(palette.sky, 0.15)],
      [1, shadeColor(palette.sky, -0.15)],
    ],
    { cx: 0.5, cy: 0.35, r: 0.8 },
  )}"/>`;
  art += `<rect y="${num(floorY)}" width="${width}" height="${num(height - floorY)}" fill="${safeColor(palette.horizon)}"/>`;
  art += `<rect y="${num(floorY - 4)}" width="${width}" height="6" fill="${safeColor(shadeColor(palette.sky, 0.3))}"/>`;
  // Spotlights from the rail above.
  let spots = '';
  for (let index = 0; index < 3; index += 1) {
    const x = width * (0.2 + index * 0.3);
    spots += `<ellipse cx="${num(x)}" cy="${num(height * 0.3)}" rx="${num(width * 0.18)}" ry="${num(height * 0.38)}" fill="${sketch.radial(
      [
        [0, palette.light, 0.35],
        [1, palette.light, 0],
      ],
    )}"/>`;
  }
  art += spots;
  const frames: readonly (readonly [number, number, number, number])[] = [
    [0.08, 0.2, 0.22, 0.3],
    [0.34, 0.12, 0.3, 0.44],
    [0.68, 0.16, 0.2, 0.26],
    [0.7, 0.48, 0.2, 0.22],
    [0.1, 0.56, 0.16, 0.18],
  ];
  frames.forEach(([fx, fy, fw, fh], index) => {
    const x = fx * width;
    const y = fy * height;
    const w = fw * width;
    const h = fh * height;
    const border = Math.min(w, h) * 0.05;
    const mat = Math.min(w, h) * 0.1;
    const frameColor = index % 2 ? palette.deep : mixColors(palette.mid, palette.deep, 0.4);
    art += `<rect x="${num(x + 10)}" y="${num(y + 14)}" width="${num(w)}" height="${num(h)}" fill="${safeColor(palette.deep)}" fill-opacity="0.22"/>`;
    art += `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${safeColor(frameColor)}"/>`;
    art += `<rect x="${num(x + border)}" y="${num(y + border)}" width="${num(w - border * 2)}" height="${num(h - border * 2)}" fill="${safeColor(palette.light)}"/>`;
    art += miniature(
      sketch,
      x + border + mat,
      y + border + mat,
      w - (border + mat) * 2,
      h - (border + mat) * 2,
      random.next(),
    );
  });
  return art;
}

/** The monogram A L as strokes in a 125 × 100 box, so that no font is needed. */
export const MONOGRAM_PATH = 'M0 100 L30 0 L60 100 M12 62 L48 62 M80 0 L80 100 L125 100';

export function drawGiftCard(sketch: Sketch): string {
  const { random, width, height, palette } = sketch;
  let art = `<rect width="${width}" height="${height}" fill="${sketch.linear(
    [
      [0, palette.sky],
      [1, palette.horizon],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}"/>`;
  // Dried petals scattered around.
  let petals = '';
  for (let index = 0; index < 22; index += 1) {
    const x = random.next() * width;
    const y = random.next() * height;
    petals += `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(random.between(5, 12))}" ry="${num(random.between(3, 6))}" transform="rotate(${num(random.between(0, 180))} ${num(x)} ${num(y)})" fill-opacity="${num(random.between(0.35, 0.8))}"/>`;
  }
  art += `<g fill="${safeColor(mixColors(palette.mid, palette.sky, 0.3))}">${petals}</g>`;
  const cardWidth = width * 0.56;
  const cardHeight = cardWidth * 0.62;
  const x = (width - cardWidth) / 2;
  const y = (height - cardHeight) / 2;
  const turn = `rotate(${num(random.between(-8, -4))} ${num(width / 2)} ${num(height / 2)})`;
  let card = `<rect x="${num(x + 16)}" y="${num(y + 22)}" width="${num(cardWidth)}" height="${num(cardHeight)}" rx="10" fill="${safeColor(palette.deep)}" fill-opacity="0.25"/>`;
  card += `<rect x="${num(x)}" y="${num(y)}" width="${num(cardWidth)}" height="${num(cardHeight)}" rx="10" fill="${sketch.linear(
    [
      [0, palette.light],
      [1, mixColors(palette.light, palette.horizon, 0.35)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}"/>`;
  // Monogram and a rule under it.
  const scale = (cardHeight * 0.32) / 100;
  const markX = x + cardWidth * 0.12;
  const markY = y + cardHeight * 0.14;
  card += `<path d="${MONOGRAM_PATH}" transform="translate(${num(markX)} ${num(markY)}) scale(${num(scale)})" fill="none" stroke="${safeColor(palette.deep)}" stroke-width="${num(7 / scale)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  card += `<rect x="${num(markX)}" y="${num(y + cardHeight * 0.8)}" width="${num(cardWidth * 0.3)}" height="3" fill="${safeColor(palette.mid)}"/>`;
  card += `<rect x="${num(markX)}" y="${num(y + cardHeight * 0.86)}" width="${num(cardWidth * 0.22)}" height="3" fill="${safeColor(palette.mid)}" fill-opacity="0.5"/>`;
  // Ribbon across, and its bow.
  const ribbonX = x + cardWidth * 0.72;
  const ribbon = safeColor(palette.mid);
  card += `<rect x="${num(ribbonX)}" y="${num(y)}" width="${num(cardWidth * 0.06)}" height="${num(cardHeight)}" fill="${ribbon}"/>`;
  card += `<rect x="${num(x)}" y="${num(y + cardHeight * 0.6)}" width="${num(cardWidth)}" height="${num(cardWidth * 0.06)}" fill="${ribbon}"/>`;
  const knotX = ribbonX + cardWidth * 0.03;
  const knotY = y + cardHeight * 0.6 + cardWidth * 0.03;
  const loop = cardWidth * 0.13;
  card += `<g fill="${safeColor(shadeColor(palette.mid, -0.12))}" stroke="${safeColor(shadeColor(palette.mid, -0.35))}" stroke-width="2">`;
  card += `<path d="M${num(knotX)} ${num(knotY)} C${num(knotX - loop)} ${num(knotY - loop)} ${num(knotX - loop * 1.3)} ${num(knotY + loop * 0.4)} ${num(knotX)} ${num(knotY)} Z"/>`;
  card += `<path d="M${num(knotX)} ${num(knotY)} C${num(knotX + loop)} ${num(knotY - loop)} ${num(knotX + loop * 1.3)} ${num(knotY + loop * 0.4)} ${num(knotX)} ${num(knotY)} Z"/>`;
  card += `<path d="M${num(knotX)} ${num(knotY)} l${num(-loop * 0.5)} ${num(loop * 0.9)} l${num(loop * 0.2)} 0 Z M${num(knotX)} ${num(knotY)} l${num(loop * 0.45)} ${num(loop * 0.95)} l${num(loop * 0.2)} -4 Z"/>`;
  card += `<circle cx="${num(knotX)}" cy="${num(knotY)}" r="${num(loop * 0.14)}"/></g>`;
  art += `<g transform="${turn}">${card}</g>`;
  return art;
}
