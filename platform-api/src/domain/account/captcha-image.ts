import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { FONT } from '../../assets/bitmap-font';

/** Width and height of a captcha image (pixels). */
export const CAPTCHA_SIZE = { width: 120, height: 44 } as const;
/** Number of digits in an answer. */
export const CAPTCHA_LENGTH = 4;

const SCALE = 4;

/** A random answer of {@link CAPTCHA_LENGTH} digits. */
export function randomCaptchaAnswer(random: (max: number) => number = randomInt): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => String(random(10))).join('');
}

/** Draws `text` (digits) as a noisy PNG and returns it Base64-encoded (no `data:` prefix). */
export function renderCaptchaPng(text: string, random: (max: number) => number = randomInt): string {
  const { width, height } = CAPTCHA_SIZE;
  const png = new PNG({ width, height });
  const set = (x: number, y: number, [r, g, b]: readonly number[]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 4;
    png.data[i] = r!;
    png.data[i + 1] = g!;
    png.data[i + 2] = b!;
    png.data[i + 3] = 255;
  };
  // Light, slightly speckled background.
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const shade = 236 + random(20);
      set(x, y, [shade, shade - random(8), 255 - random(12)]);
    }
  }
  // Digits, each in its own dark colour with a vertical jitter.
  const glyphWidth = 5 * SCALE;
  const gap = Math.floor((width - text.length * glyphWidth) / (text.length + 1));
  [...text].forEach((char, index) => {
    const rows = FONT[char];
    if (!rows) return;
    const colour = [20 + random(90), 20 + random(90), 60 + random(120)];
    const left = gap + index * (glyphWidth + gap) + random(3) - 1;
    const top = Math.floor((height - 7 * SCALE) / 2) + random(7) - 3;
    rows.forEach((bits, row) => {
      for (let col = 0; col < 5; col += 1) {
        if (!(bits & (1 << (4 - col)))) continue;
        for (let dy = 0; dy < SCALE; dy += 1)
          for (let dx = 0; dx < SCALE; dx += 1) set(left + col * SCALE + dx, top + row * SCALE + dy, colour);
      }
    });
  });
  // Noise: a few crossing lines and dots.
  for (let line = 0; line < 4; line += 1) {
    const colour = [100 + random(120), 100 + random(120), 100 + random(120)];
    let y = random(height);
    const slope = (random(21) - 10) / 20;
    for (let x = 0; x < width; x += 1) {
      set(x, Math.round(y), colour);
      y += slope;
    }
  }
  for (let dot = 0; dot < 120; dot += 1) set(random(width), random(height), [random(200), random(200), random(200)]);
  return PNG.sync.write(png).toString('base64');
}
