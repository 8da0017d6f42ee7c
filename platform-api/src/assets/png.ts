import { PNG } from 'pngjs';
import { contrastText, shade } from './svg';
import { FONT } from './bitmap-font';

/**
 * Side of a game icon in pixels: about the size a card shows it at (132 px wide cards on a desktop,
 * half a 390 px phone minus the gap), so the browser neither decodes a larger image nor scales a
 * vector drawing on the main thread (issue 19 item 8).
 */
export const ICON_SIZE = 176;

const rgb = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
};

/** Plain capitals and digits of `text` (accents dropped), each unknown character as '?'. */
export function glyphText(text: string): string {
  return [
    ...text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase(),
  ]
    .map((ch) => (FONT[ch] ? ch : '?'))
    .join('');
}

/**
 * A square game tile as a PNG of {@link ICON_SIZE} px: a top-to-bottom gradient of the vendor's colour,
 * big initials and a small caption, in the same layout as the SVG tile. Opaque RGB (the card rounds
 * the corners), so it compresses to a few kilobytes.
 */
export function tilePng({
  big,
  caption,
  colour,
  size = ICON_SIZE,
}: {
  big: string;
  caption: string;
  colour: string;
  size?: number;
}): Buffer {
  const png = new PNG({ width: size, height: size, colorType: 2 });
  const from = rgb(shade(colour, 0.25));
  const to = rgb(shade(colour, -0.35));
  const span = size - 1 || 1;
  for (let y = 0; y < size; y += 1) {
    // A vertical gradient: every row is one colour, which deflates to almost nothing.
    const t = y / span;
    for (let x = 0; x < size; x += 1) {
      const i = (y * size + x) * 4;
      png.data[i] = Math.round(from[0] + (to[0] - from[0]) * t);
      png.data[i + 1] = Math.round(from[1] + (to[1] - from[1]) * t);
      png.data[i + 2] = Math.round(from[2] + (to[2] - from[2]) * t);
      png.data[i + 3] = 255;
    }
  }
  const ink = rgb(contrastText(colour));
  const draw = (text: string, scale: number, centreY: number) => {
    const glyphs = glyphText(text);
    const advance = 6 * scale;
    const width = glyphs.length * advance - scale;
    const left = Math.round((size - width) / 2);
    const top = Math.round(centreY - (7 * scale) / 2);
    [...glyphs].forEach((ch, index) => {
      FONT[ch]!.forEach((bits, row) => {
        for (let col = 0; col < 5; col += 1) {
          if (!(bits & (1 << (4 - col)))) continue;
          for (let dy = 0; dy < scale; dy += 1) {
            for (let dx = 0; dx < scale; dx += 1) {
              const x = left + index * advance + col * scale + dx;
              const y = top + row * scale + dy;
              if (x < 0 || y < 0 || x >= size || y >= size) continue;
              const i = (y * size + x) * 4;
              png.data[i] = ink[0];
              png.data[i + 1] = ink[1];
              png.data[i + 2] = ink[2];
            }
          }
        }
      });
    });
  };
  const bigScale = Math.max(1, Math.floor(size / (big.length > 2 ? 8 * big.length : 18)));
  draw(big.slice(0, 4), bigScale, size * 0.45);
  draw(caption.slice(0, 12), Math.max(1, Math.floor(size / 64)), size * 0.84);
  return PNG.sync.write(png, { colorType: 2, inputColorType: 6 });
}

/** Whether a buffer starts with the PNG signature (for tests and callers that sniff). */
export function isPng(buffer: Buffer): boolean {
  return buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}
