/** Colours and a motif for one piece of artwork, all derived from a stable hash of its text. */
export interface TPalette {
  /** Gradient start (lighter, more saturated) and end (deep) colours, as #rrggbb. */
  from: string;
  to: string;
  /** A light tint of the start colour for shapes drawn over the gradient. */
  accent: string;
  /** Which of the decorative shapes to draw (0 to MOTIF_COUNT - 1). */
  motif: number;
  /** Further hash bits, 0 to 1, for placing the motif. */
  jitter: [number, number, number];
}

export const MOTIF_COUNT = 4;

/** FNV-1a: a tiny, stable 32-bit string hash (the same on every machine and run). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * A pleasant gradient pair for a text: a mid-light colour fading into a deep neighbour hue 25–75° away,
 * dark enough at the end for white text. hueShift turns the whole palette (seasons and episodes of one
 * series stay in its family while differing).
 */
export function paletteFor(text: string, hueShift = 0): TPalette {
  const hash = hashText(text);
  const bits = (shift: number, range: number) => (((hash >>> shift) & 0xff) / 255) * range;
  const hue = ((hash % 360) + hueShift + 360) % 360;
  const direction = hash & 0x100 ? 1 : -1;
  const toHue = (hue + direction * (25 + bits(9, 50)) + 360) % 360;
  const second = hashText(`${text}\u0000`);
  return {
    from: hslToHex(hue, 52 + bits(17, 20), 44 + bits(24, 10)),
    to: hslToHex(toHue, 45 + bits(3, 20), 11 + bits(12, 7)),
    accent: hslToHex(hue, 70, 78),
    motif: second % MOTIF_COUNT,
    jitter: [((second >>> 4) & 0xff) / 255, ((second >>> 12) & 0xff) / 255, ((second >>> 20) & 0xff) / 255],
  };
}
