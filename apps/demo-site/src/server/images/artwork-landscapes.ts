import { mixColors, parseHexColor, shadeColor } from './palette-color';
import {
  areaBelow,
  num,
  type Point,
  polyline,
  ridgePoints,
  type Sketch,
  safeColor,
  smoothPath,
} from './sketch';

/** Landscapes: layered hills, sea with sun or moon, mountains, dunes, a misty forest. */

function skyGradient(sketch: Sketch, horizonAt: number): string {
  const { sky, horizon } = sketch.palette;
  return `<rect width="${sketch.width}" height="${sketch.height}" fill="${sketch.linear([
    [0, sky],
    [horizonAt, horizon],
    [1, horizon],
  ])}"/>`;
}

/** A disc with a wide soft halo: sun, moon, or a lamp. */
function glowingDisc(
  sketch: Sketch,
  x: number,
  y: number,
  radius: number,
  color: string,
  halo = 5,
): string {
  const glow = sketch.radial([
    [0, color, 0.75],
    [0.25, color, 0.28],
    [1, color, 0],
  ]);
  const reach = radius * halo;
  return (
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(reach)}" fill="${glow}"/>` +
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius)}" fill="${safeColor(color)}"/>`
  );
}

/** A few distant birds, two strokes each. */
function birds(sketch: Sketch, color: string): string {
  const { random, width, height } = sketch;
  let shapes = '';
  const count = Math.floor(random.between(2, 5));
  for (let index = 0; index < count; index += 1) {
    const x = random.between(0.15, 0.85) * width;
    const y = random.between(0.12, 0.3) * height;
    const span = random.between(6, 12);
    shapes += `<path d="M${num(x - span)} ${num(y - span * 0.3)} Q${num(x - span * 0.4)} ${num(y - span * 0.5)} ${num(x)} ${num(y)} Q${num(x + span * 0.4)} ${num(y - span * 0.5)} ${num(x + span)} ${num(y - span * 0.35)}"/>`;
  }
  return `<g fill="none" stroke="${safeColor(color)}" stroke-width="1.6" stroke-linecap="round" stroke-opacity="0.55">${shapes}</g>`;
}

/**
 * A veil of the horizon colour from `topY` down to the bottom of the picture, full from
 * `fullY`: the haze in front of a ridge. The nearer ridges drawn next cover its lower part.
 */
function mist(sketch: Sketch, topY: number, fullY: number, opacity: number): string {
  const span = sketch.height - topY;
  const fill = sketch.linear([
    [0, sketch.palette.horizon, 0],
    [Math.min(Math.max((fullY - topY) / span, 0), 1), sketch.palette.horizon, opacity],
    [1, sketch.palette.horizon, opacity],
  ]);
  return `<rect y="${num(topY)}" width="${sketch.width}" height="${num(span)}" fill="${fill}"/>`;
}

export function drawHills(sketch: Sketch): string {
  const { random, width, height, palette } = sketch;
  const sunX = random.between(0.55, 0.72) * width;
  const sunY = random.between(0.22, 0.32) * height;
  let art = skyGradient(sketch, 0.62);
  art += glowingDisc(sketch, sunX, sunY, width * 0.045, palette.light, 6);
  art += birds(sketch, palette.deep);
  const layers = 5;
  for (let layer = 0; layer < layers; layer += 1) {
    const depth = layer / (layers - 1);
    const baseY = height * (0.5 + depth * 0.36);
    const color =
      depth < 0.5
        ? mixColors(palette.mid, palette.horizon, 0.75 - depth * 1.3)
        : mixColors(palette.mid, palette.deep, (depth - 0.5) * 1.8);
    art += `<path d="${areaBelow(sketch, ridgePoints(sketch, baseY, height * (0.05 + depth * 0.05), 1.2 + layer * 0.4))}" fill="${safeColor(color)}"/>`;
    if (layer < layers - 1)
      art += mist(sketch, baseY - height * 0.08, baseY + height * 0.1, 0.5 - depth * 0.3);
  }
  return art;
}

/** Night when the horizon itself is dark: a moon high in a starry sky instead of a low sun. */
function isDark(color: string): boolean {
  const [red, green, blue] = parseHexColor(color);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue < 90;
}

export function drawSea(sketch: Sketch): string {
  const { random, width, height, palette } = sketch;
  const night = isDark(palette.horizon);
  const horizonY = height * random.between(0.56, 0.62);
  const radius = width * (night ? 0.055 : 0.085);
  const discX = width * random.between(0.42, 0.58);
  const discY = night ? horizonY - height * random.between(0.3, 0.38) : horizonY - radius * 0.35;
  let art = skyGradient(sketch, (horizonY / height) * 0.98);
  if (night) {
    for (let index = 0; index < 90; index += 1) {
      const x = random.next() * width;
      const y = random.next() * horizonY * 0.85;
      art += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(random.between(0.6, 1.8))}" fill="${safeColor(palette.light)}" fill-opacity="${num(random.between(0.25, 0.9))}"/>`;
    }
  }
  art += glowingDisc(sketch, discX, discY, radius, palette.light, night ? 4 : 6);
  // A headland on one side, darker than the sea.
  const side = random.next() < 0.5 ? -1 : 1;
  const capeStart = side < 0 ? -20 : width * random.between(0.68, 0.78);
  const capeEnd = side < 0 ? width * random.between(0.22, 0.32) : width + 20;
  const capeTop = horizonY - height * random.between(0.05, 0.08);
  const cape: Point[] =
    side < 0
      ? [
          [capeStart, capeTop],
          [capeEnd * 0.5, capeTop + height * 0.01],
          [capeEnd, horizonY + 1],
        ]
      : [
          [capeStart, horizonY + 1],
          [(capeStart + capeEnd) / 2, capeTop + height * 0.01],
          [capeEnd, capeTop],
        ];
  art += `<path d="${smoothPath(cape)} L${num(side < 0 ? capeStart : capeEnd)} ${num(horizonY + 2)} Z" fill="${safeColor(mixColors(palette.deep, palette.mid, 0.25))}"/>`;
  art += `<rect y="${num(horizonY)}" width="${width}" height="${num(height - horizonY)}" fill="${sketch.linear(
    [
      [0, mixColors(palette.horizon, palette.mid, 0.55)],
      [0.35, palette.mid],
      [1, palette.deep],
    ],
  )}"/>`;
  // The glittering path of light: strokes that widen and thin out towards the viewer.
  let glitter = '';
  const strokes = 70;
  for (let index = 0; index < strokes; index += 1) {
    const progress = (index / strokes) ** 1.5;
    const y = horizonY + 2 + (height - horizonY) * progress;
    const spread = radius * (0.8 + progress * 3.2);
    const x = discX + random.between(-1, 1) * spread;
    const length = random.between(0.3, 1) * spread * (night ? 0.5 : 0.8);
    glitter += `<rect x="${num(x - length / 2)}" y="${num(y)}" width="${num(length)}" height="${num(1.2 + progress * 3)}" rx="1.5" fill-opacity="${num((1 - progress) * random.between(0.45, 0.95))}"/>`;
  }
  art += `<g fill="${safeColor(palette.light)}">${glitter}</g>`;
  // Swell lines across the water.
  let swell = '';
  for (let index = 0; index < 14; index += 1) {
    const progress = ((index + 1) / 15) ** 1.4;
    const y = horizonY + (height - horizonY) * progress;
    const x = random.between(-0.2, 0.6) * width;
    swell += `<path d="M${num(x)} ${num(y)} q${num(width * 0.12)} ${num(-3 - progress * 6)} ${num(width * random.between(0.25, 0.5))} 0"/>`;
  }
  art += `<g fill="none" stroke="${safeColor(palette.deep)}" stroke-width="2" stroke-opacity="0.25">${swell}</g>`;
  return art;
}

export function drawMountains(sketch: Sketch): string {
  const { random, width, height, palette } = sketch;
  let art = skyGradient(sketch, 0.7);
  art += glowingDisc(
    sketch,
    width * random.between(0.2, 0.35),
    height * 0.16,
    width * 0.012,
    palette.light,
    10,
  );
  const ranges = 3;
  for (let range = 0; range < ranges; range += 1) {
    const depth = range / (ranges - 1);
    const baseY = height * (0.62 + depth * 0.2);
    const peakHeight = height * (0.38 - depth * 0.16);
    const points: Point[] = [[-20, baseY]];
    let x = -20;
    let up = true;
    while (x < width + 20) {
      x += random.between(50, 130) * (1 + depth * 0.6);
      points.push([
        x,
        up
          ? baseY - peakHeight * random.between(0.55, 1)
          : baseY - peakHeight * random.between(0.05, 0.35),
      ]);
      up = !up;
    }
    const face =
      depth < 1 ? mixColors(palette.mid, palette.horizon, 0.55 - depth * 0.45) : palette.deep;
    const fill = sketch.linear([
      [0, palette.light],
      [0.16, palette.light],
      [0.24, face],
      [1, shadeColor(face, -0.2)],
    ]);
    art += `<path d="${polyline(points)} L${width + 20} ${height + 10} L-20 ${height + 10} Z" fill="${fill}"/>`;
    // The shaded side of each peak: from the summit down to the next valley.
    let shadows = '';
    for (let index = 1; index < points.length - 1; index += 1) {
      const summit = points[index];
      const valley = points[index + 1];
      if (!summit || !valley || summit[1] > valley[1]) continue;
      shadows += `<path d="M${num(summit[0])} ${num(summit[1])} L${num(valley[0])} ${num(valley[1])} L${num(summit[0] + (valley[0] - summit[0]) * 0.25)} ${num(baseY + 10)} Z"/>`;
    }
    art += `<g fill="${safeColor(palette.deep)}" fill-opacity="${num(0.28 - depth * 0.08)}">${shadows}</g>`;
    if (range < ranges - 1)
      art += mist(sketch, baseY - peakHeight * 0.4, baseY + height * 0.05, 0.55 - depth * 0.3);
  }
  return art;
}

export function drawDunes(sketch: Sketch): string {
  const { random, width, height, palette } = sketch;
  let art = skyGradient(sketch, 0.55);
  art += glowingDisc(
    sketch,
    width * random.between(0.25, 0.75),
    height * 0.3,
    width * 0.06,
    palette.light,
    5,
  );
  const layers = 4;
  for (let layer = 0; layer < layers; layer += 1) {
    const depth = layer / (layers - 1);
    const baseY = height * (0.5 + depth * 0.28);
    const points = ridgePoints(sketch, baseY, height * (0.05 + depth * 0.06), 0.8 + layer * 0.3);
    const lit = mixColors(palette.mid, palette.horizon, 0.6 - depth * 0.5);
    const shade = mixColors(palette.deep, palette.horizon, 0.45 - depth * 0.4);
    const fromLeft = random.next() < 0.5;
    const fill = sketch.linear(
      [
        [0, fromLeft ? lit : shade],
        [1, fromLeft ? shade : lit],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.4 },
    );
    art += `<path d="${areaBelow(sketch, points)}" fill="${fill}"/>`;
    if (layer >= layers - 2) {
      // Wind ripples on the nearest dunes.
      let ripples = '';
      for (let index = 0; index < 18; index += 1) {
        const x = random.between(-0.1, 0.9) * width;
        const y = baseY + random.between(0.02, 0.2) * height;
        ripples += `<path d="M${num(x)} ${num(y)} q${num(width * 0.05)} ${num(-6)} ${num(width * random.between(0.1, 0.2))} ${num(random.between(-4, 4))}"/>`;
      }
      art += `<g fill="none" stroke="${safeColor(palette.deep)}" stroke-width="1.5" stroke-opacity="0.22">${ripples}</g>`;
    }
  }
  return art;
}

export function drawForest(sketch: Sketch): string {
  const { random, width, height, palette } = sketch;
  let art = skyGradient(sketch, 0.75);
  const groundY = height * 0.82;
  art += `<rect y="${num(groundY - height * 0.03)}" width="${width}" height="${num(height - groundY + height * 0.03)}" fill="${sketch.linear(
    [
      [0, palette.horizon],
      [1, mixColors(palette.deep, palette.mid, 0.4)],
    ],
  )}"/>`;
  const layers = 4;
  for (let layer = 0; layer < layers; layer += 1) {
    const depth = layer / (layers - 1);
    const color = mixColors(palette.mid, palette.sky, 0.7 - depth * 0.7);
    const trunkColor = depth > 0.9 ? palette.deep : color;
    const count = Math.round(11 - depth * 6);
    let trunks = '';
    for (let index = 0; index < count; index += 1) {
      const x = ((index + random.between(0.1, 0.9)) / count) * width;
      const thickness = width * (0.008 + depth * 0.03) * random.between(0.7, 1.3);
      const foot = groundY + depth * height * 0.12;
      trunks += `<path d="M${num(x - thickness * 0.35)} -10 L${num(x + thickness * 0.35)} -10 L${num(x + thickness * 0.55)} ${num(foot)} L${num(x - thickness * 0.55)} ${num(foot)} Z"/>`;
      // A few dead branch stubs, as pine trunks have.
      for (let stub = 0; stub < 3; stub += 1) {
        const y = random.between(0.1, 0.6) * foot;
        const direction = random.next() < 0.5 ? -1 : 1;
        trunks += `<path d="M${num(x)} ${num(y)} l${num(direction * thickness * 1.6)} ${num(-thickness * 0.8)} l0 ${num(thickness * 0.25)} Z"/>`;
      }
    }
    art += `<g fill="${safeColor(trunkColor)}">${trunks}</g>`;
    if (layer < layers - 1) art += mist(sketch, 0, height, 0.32 - depth * 0.12);
  }
  // Low sun through the trees.
  const rays = sketch.linear([
    [0, palette.light, 0.5],
    [1, palette.light, 0],
  ]);
  const sourceX = width * random.between(0.55, 0.85);
  let beams = '';
  for (let index = 0; index < 5; index += 1) {
    const spread = random.between(-0.6, 0.1) * width;
    const beamWidth = random.between(0.03, 0.08) * width;
    beams += `<path d="M${num(sourceX)} -10 L${num(sourceX + 8)} -10 L${num(sourceX + spread + beamWidth)} ${num(height)} L${num(sourceX + spread)} ${num(height)} Z"/>`;
  }
  art += `<g fill="${rays}" fill-opacity="0.55">${beams}</g>`;
  return art;
}
