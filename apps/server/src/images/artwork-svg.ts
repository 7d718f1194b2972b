import type { TPalette } from './artwork-palette.ts';
import type { TShapedLine } from './text-layout.ts';

/** The drawing's own coordinate space; the SVG scales it to the output size. */
export interface TView {
  width: number;
  height: number;
}

/** Numbers in SVG attributes: at most two decimals, so the same input always gives the same text. */
const n = (value: number) => String(Math.round(value * 100) / 100);

/** Wraps a drawing into an SVG document of the given pixel size. */
export function svgDocument(view: TView, pixels: TView, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels.width}" height="${pixels.height}" ` +
    `viewBox="0 0 ${view.width} ${view.height}"><defs>${defs}</defs>${body}</svg>`
  );
}

/** A diagonal gradient filling the view, with a soft glow of the accent colour near one corner. */
export function gradientBackground(
  view: TView,
  palette: TPalette,
  id: string,
): { defs: string; body: string } {
  const [jx, jy] = palette.jitter;
  const defs =
    `<linearGradient id="${id}-bg" x1="${n(jx * 0.4)}" y1="0" x2="${n(1 - jx * 0.4)}" y2="1">` +
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>` +
    `<radialGradient id="${id}-glow" cx="${n(0.2 + jx * 0.6)}" cy="${n(0.1 + jy * 0.3)}" r="0.7">` +
    `<stop offset="0" stop-color="${palette.accent}" stop-opacity="0.35"/>` +
    `<stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>`;
  const body =
    `<rect width="${view.width}" height="${view.height}" fill="url(#${id}-bg)"/>` +
    `<rect width="${view.width}" height="${view.height}" fill="url(#${id}-glow)"/>`;
  return { defs, body };
}

/** A darkening from fromY to the bottom edge, so white text there stays readable. */
export function bottomScrim(
  view: TView,
  fromY: number,
  strength: number,
  id: string,
): { defs: string; body: string } {
  const defs =
    `<linearGradient id="${id}-scrim" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="${n(strength)}"/></linearGradient>`;
  const body = `<rect y="${n(fromY)}" width="${view.width}" height="${n(view.height - fromY)}" fill="url(#${id}-scrim)"/>`;
  return { defs, body };
}

/** One of a few quiet geometric shapes, chosen and placed by the palette's hash bits. */
export function motif(view: TView, palette: TPalette): string {
  const [a, b, c] = palette.jitter;
  const { width: w, height: h } = view;
  const short = Math.min(w, h);
  const tint = palette.accent;
  switch (palette.motif) {
    case 0: {
      // A low sun over a thin horizon.
      const cx = w * (0.3 + a * 0.4);
      const cy = h * (0.3 + b * 0.12);
      const r = short * (0.22 + c * 0.1);
      return (
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${tint}" fill-opacity="0.22"/>` +
        `<rect x="0" y="${n(cy + r * 0.35)}" width="${w}" height="${n(short * 0.004 + 1)}" fill="${tint}" fill-opacity="0.35"/>`
      );
    }
    case 1: {
      // Concentric rings.
      const cx = w * (0.55 + a * 0.35);
      const cy = h * (0.2 + b * 0.2);
      return Array.from({ length: 7 }, (_, i) => {
        const r = short * (0.08 + i * (0.07 + c * 0.03));
        return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${tint}" stroke-opacity="${n(0.3 - i * 0.03)}" stroke-width="${n(short * 0.004)}"/>`;
      }).join('');
    }
    case 2: {
      // Diagonal bands.
      const step = w * (0.14 + a * 0.08);
      return Array.from({ length: 5 }, (_, i) => {
        const x = w * (b * 0.3) + i * step;
        const band = step * (0.25 + c * 0.3);
        return `<polygon points="${n(x)},0 ${n(x + band)},0 ${n(x + band - h * 0.6)},${h} ${n(x - h * 0.6)},${h}" fill="${tint}" fill-opacity="${n(0.05 + i * 0.025)}"/>`;
      }).join('');
    }
    default: {
      // A tall arch, like a doorway of light.
      const aw = w * (0.42 + a * 0.16);
      const x = (w - aw) / 2 + (b - 0.5) * w * 0.1;
      const y = h * (0.1 + c * 0.08);
      return `<rect x="${n(x)}" y="${n(y)}" width="${n(aw)}" height="${n(h * 1.2)}" rx="${n(aw / 2)}" fill="${tint}" fill-opacity="0.16"/>`;
    }
  }
}

export interface TTextPlacement {
  lines: TShapedLine[];
  /** Left edge (align start), centre (middle) or right edge (end) of the block. */
  x: number;
  /** Baseline of the first line. */
  y: number;
  lineHeight: number;
  align: 'start' | 'middle' | 'end';
  fill: string;
  opacity?: number;
  extra?: string;
}

/** Text already shaped into outlines, as one SVG path (no fonts are needed to rasterise it). */
export function textPath(p: TTextPlacement): string {
  const data = p.lines
    .map((line, i) => {
      const x = p.align === 'start' ? p.x : p.align === 'middle' ? p.x - line.width / 2 : p.x - line.width;
      return line.pathData(x, p.y + i * p.lineHeight);
    })
    .join('');
  const opacity = p.opacity === undefined ? '' : ` fill-opacity="${n(p.opacity)}"`;
  return `<path d="${data}" fill="${p.fill}"${opacity}${p.extra ?? ''}/>`;
}
