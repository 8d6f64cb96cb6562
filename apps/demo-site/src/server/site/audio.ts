import sharp from 'sharp';
/**
 * A short chime as a WAV file (16-bit mono PCM), made on the server so the demo needs no binary
 * asset: three decaying sine tones.
 */
export function chimeWav(): Buffer {
  const rate = 22_050;
  const seconds = 2.4;
  const samples = Math.floor(rate * seconds);
  const data = Buffer.alloc(samples * 2);
  const notes = [
    { frequency: 659.25, start: 0 },
    { frequency: 783.99, start: 0.6 },
    { frequency: 1046.5, start: 1.2 },
  ];
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    let value = 0;
    for (const note of notes) {
      const local = t - note.start;
      if (local >= 0)
        value += Math.sin(2 * Math.PI * note.frequency * local) * Math.exp(-local * 3);
    }
    data.writeInt16LE(Math.max(-1, Math.min(1, value / 2)) * 32_000, i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

let favicon: Promise<Buffer> | undefined;
/** The site's icon as a 48-pixel PNG, rendered from {@link FAVICON_SVG} on first request. */
export function faviconPng(): Promise<Buffer> {
  favicon ??= sharp(Buffer.from(FAVICON_SVG)).resize(48, 48).png().toBuffer();
  return favicon;
}

export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#b4532a"/><circle cx="16" cy="16" r="6" fill="#f6e7d4"/></svg>';
