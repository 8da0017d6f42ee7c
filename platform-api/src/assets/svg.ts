/** Escapes text for XML/HTML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);
}

/** Initials of a name: the first letter of its first two words (or its first two letters). */
export function initials(name: string): string {
  const words = name.split(/[\s\-_]+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const letters = words.length >= 2 ? `${[...words[0]!][0]}${[...words[1]!][0]}` : [...(words[0] ?? '?')].slice(0, 2).join('');
  return letters.toUpperCase();
}

/** Darker or lighter shade of a #rrggbb colour. */
export function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = factor < 0 ? c * (1 + factor) : c + (255 - c) * factor;
    return Math.round(Math.max(0, Math.min(255, next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Black or white text, whichever reads better on the colour. */
export function contrastText(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const luminance = 0.299 * ((value >> 16) & 0xff) + 0.587 * ((value >> 8) & 0xff) + 0.114 * (value & 0xff);
  return luminance > 160 ? '#1b1b1b' : '#ffffff';
}

/** A square tile: big initials on the vendor's colour, with a caption. */
export function tileSvg({ big, caption, colour, label }: { big: string; caption: string; colour: string; label: string }): string {
  const text = contrastText(colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.25)}"/><stop offset="1" stop-color="${shade(colour, -0.35)}"/></linearGradient></defs>
<rect width="200" height="200" rx="24" fill="url(#g)"/>
<text x="100" y="112" font-family="Arial, Helvetica, sans-serif" font-size="72" font-weight="700" fill="${text}" text-anchor="middle">${escapeXml(big)}</text>
<text x="100" y="172" font-family="Arial, Helvetica, sans-serif" font-size="18" fill="${text}" fill-opacity="0.85" text-anchor="middle">${escapeXml(caption)}</text>
</svg>`;
}

/** The width a banner's title may take: the banner's less its 80 px margins. */
export const BANNER_TITLE_WIDTH = 1200 - 2 * 80;
/** About how wide a bold Arial character is, in ems (wide enough for Vietnamese with its marks). */
const BOLD_EM = 0.6;

/**
 * A wide banner with a title. A long title (a Vietnamese one is often a third longer) is set smaller,
 * down to 40 px, and held to the banner's width by `textLength`, so it never runs past its own
 * picture (issue 49: "Vòng quay may mắn cho người chơi mới" ended at "…cho người chơi").
 */
export function bannerSvg({ title, subtitle, colour }: { title: string; subtitle: string; colour: string }): string {
  const text = contrastText(colour);
  const size = Math.max(40, Math.min(64, Math.floor(BANNER_TITLE_WIDTH / (Math.max(1, [...title].length) * BOLD_EM))));
  const fit =
    [...title].length * size * BOLD_EM > BANNER_TITLE_WIDTH ? ` textLength="${BANNER_TITLE_WIDTH}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(colour, -0.4)}"/><stop offset="1" stop-color="${shade(colour, 0.2)}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<circle cx="1020" cy="200" r="150" fill="${text}" fill-opacity="0.08"/><circle cx="1100" cy="80" r="60" fill="${text}" fill-opacity="0.1"/>
<text x="80" y="200" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="${text}"${fit}>${escapeXml(title)}</text>
<text x="80" y="260" font-family="Arial, Helvetica, sans-serif" font-size="28" fill="${text}" fill-opacity="0.85">${escapeXml(subtitle)}</text>
</svg>`;
}
