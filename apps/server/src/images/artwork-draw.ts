import { paletteFor, type TPalette } from './artwork-palette.ts';
import { bottomScrim, gradientBackground, motif, svgDocument, textPath, type TView } from './artwork-svg.ts';
import { loadFontFace } from './fonts.ts';
import { drawableText, fitText, shapeLine } from './text-layout.ts';

/** What one piece of generated artwork shows; the text comes from the catalogue. */
export type TArtwork =
  | { kind: 'poster'; title: string; year: string | undefined }
  | { kind: 'backdrop'; title: string; year: string | undefined }
  | { kind: 'logo'; title: string }
  | { kind: 'season'; seriesTitle: string; seasonNumber: number }
  | { kind: 'still'; seriesTitle: string; seasonNumber: number; episodeNumber: number; episodeName: string }
  | { kind: 'profile'; name: string };

/** A drawing in its own coordinate space, turned into an SVG document at any pixel size. */
export interface TDrawing {
  view: TView;
  svg(pixels: TView): string;
}

const WHITE = '#ffffff';
const TALL: TView = { width: 1000, height: 1500 };
const WIDE: TView = { width: 1920, height: 1080 };

/** Cap height of the title weight, in em. */
const capHeight = () => loadFontFace(800).capHeight;

function drawing(view: TView, defs: string[], body: string[]): TDrawing {
  return { view, svg: (pixels) => svgDocument(view, pixels, defs.join(''), body.join('')) };
}

/** A hairline frame inset from the edges, as on a printed poster. */
const frame = (view: TView, inset: number) =>
  `<rect x="${inset}" y="${inset}" width="${view.width - inset * 2}" height="${view.height - inset * 2}" fill="none" stroke="${WHITE}" stroke-opacity="0.16" stroke-width="2"/>`;

/** A short rule followed by a small tracked label (the year, a season label) at a baseline. */
function ruledLabel(text: string, x: number, baseline: number, size: number): string {
  const label = shapeLine(text, { weight: 500, size, tracking: 0.3 });
  const rule = `<rect x="${x}" y="${baseline - size * 0.36}" width="${size * 1.6}" height="${Math.max(2, size * 0.1)}" fill="${WHITE}" fill-opacity="0.7"/>`;
  return (
    rule +
    textPath({
      lines: [label],
      x: x + size * 2.3,
      y: baseline,
      lineHeight: 0,
      align: 'start',
      fill: WHITE,
      opacity: 0.85,
    })
  );
}

function base(view: TView, palette: TPalette, id: string, scrimFrom: number, withMotif = true) {
  const bg = gradientBackground(view, palette, id);
  const scrim = bottomScrim(view, scrimFrom, 0.6, id);
  return { defs: [bg.defs, scrim.defs], body: [bg.body, withMotif ? motif(view, palette) : '', scrim.body] };
}

/** Title (wrapped, all caps) and year on a gradient: a minimal film poster. */
function drawPoster(title: string, year: string | undefined): TDrawing {
  const { defs, body } = base(TALL, paletteFor(title), 'p', 560);
  const text = drawableText(title.toUpperCase(), 800) || 'UNTITLED';
  const fitted = fitText({
    text,
    weight: 800,
    tracking: 0.01,
    maxWidth: 840,
    maxLines: 5,
    maxSize: 150,
    minSize: 54,
  });
  const lineHeight = fitted.size * 1.04;
  const lastBaseline = year ? 1290 : 1370;
  const first = lastBaseline - (fitted.lines.length - 1) * lineHeight;
  body.push(textPath({ lines: fitted.lines, x: 80, y: first, lineHeight, align: 'start', fill: WHITE }));
  if (year) body.push(ruledLabel(year, 82, 1388, 34));
  body.push(frame(TALL, 36));
  return drawing(TALL, defs, body);
}

/** 'SEASON' over a large numeral, and the series title at the foot, in the series' colour family. */
function drawSeason(seriesTitle: string, seasonNumber: number): TDrawing {
  const { defs, body } = base(TALL, paletteFor(seriesTitle, seasonNumber * 29), 's', 700, false);
  // Season 0 holds the specials, as on TMDB.
  const label = shapeLine(seasonNumber === 0 ? 'SEASON 0' : 'SEASON', {
    weight: 500,
    size: 46,
    tracking: 0.45,
  });
  body.push(
    textPath({ lines: [label], x: 500, y: 300, lineHeight: 0, align: 'middle', fill: WHITE, opacity: 0.9 }),
  );
  const big = seasonNumber === 0 ? 'SPECIALS' : String(seasonNumber);
  const numeral = fitText({ text: big, weight: 800, maxWidth: 760, maxLines: 1, maxSize: 560, minSize: 120 });
  const baseline = 370 + (420 + numeral.size * capHeight()) / 2;
  body.push(
    textPath({ lines: numeral.lines, x: 500, y: baseline, lineHeight: 0, align: 'middle', fill: WHITE }),
  );
  const text = drawableText(seriesTitle.toUpperCase(), 800) || 'UNTITLED';
  const fitted = fitText({
    text,
    weight: 800,
    tracking: 0.01,
    maxWidth: 840,
    maxLines: 3,
    maxSize: 84,
    minSize: 40,
  });
  const lineHeight = fitted.size * 1.06;
  const first = 1370 - (fitted.lines.length - 1) * lineHeight;
  body.push(
    `<rect x="80" y="${first - fitted.size - 40}" width="54" height="4" fill="${WHITE}" fill-opacity="0.7"/>`,
  );
  body.push(textPath({ lines: fitted.lines, x: 80, y: first, lineHeight, align: 'start', fill: WHITE }));
  body.push(frame(TALL, 36));
  return drawing(TALL, defs, body);
}

/** The person's initials, large, inside a soft ring. */
function drawProfile(name: string): TDrawing {
  const palette = paletteFor(name);
  const bg = gradientBackground(TALL, palette, 'f');
  const words = drawableText(name, 800).split(' ').filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  const initials = `${[...first][0] ?? '?'}${[...last][0] ?? ''}`.toUpperCase();
  const fitted = fitText({
    text: initials,
    weight: 800,
    tracking: 0.02,
    maxWidth: 540,
    maxLines: 1,
    maxSize: 340,
    minSize: 160,
  });
  const ring = `<circle cx="500" cy="750" r="330" fill="${WHITE}" fill-opacity="0.07" stroke="${WHITE}" stroke-opacity="0.28" stroke-width="4"/>`;
  const baseline = 750 + (fitted.size * capHeight()) / 2;
  const text = textPath({
    lines: fitted.lines,
    x: 500,
    y: baseline,
    lineHeight: 0,
    align: 'middle',
    fill: WHITE,
    opacity: 0.95,
  });
  return drawing(TALL, [bg.defs], [bg.body, ring, text]);
}

/** A wide gradient with the title large, faint and softened, and the year beneath. */
function drawBackdrop(title: string, year: string | undefined): TDrawing {
  const { defs, body } = base(WIDE, paletteFor(title), 'b', 540);
  const text = drawableText(title.toUpperCase(), 800) || 'UNTITLED';
  const fitted = fitText({
    text,
    weight: 800,
    tracking: 0.02,
    maxWidth: 1560,
    maxLines: 2,
    maxSize: 230,
    minSize: 90,
  });
  const lineHeight = fitted.size * 1.04;
  const blockHeight = fitted.size * capHeight() + (fitted.lines.length - 1) * lineHeight;
  const first = 540 - blockHeight / 2 + fitted.size * capHeight();
  defs.push('<filter id="b-soft"><feGaussianBlur stdDeviation="3"/></filter>');
  const soft = ' filter="url(#b-soft)"';
  body.push(
    textPath({
      lines: fitted.lines,
      x: 960,
      y: first,
      lineHeight,
      align: 'middle',
      fill: WHITE,
      opacity: 0.2,
      extra: soft,
    }),
  );
  if (year) {
    const line = shapeLine(year, { weight: 500, size: 40, tracking: 0.5 });
    const y = first + (fitted.lines.length - 1) * lineHeight + 110;
    body.push(
      textPath({ lines: [line], x: 960, y, lineHeight: 0, align: 'middle', fill: WHITE, opacity: 0.3 }),
    );
  }
  return drawing(WIDE, defs, body);
}

/** 'S1 · E3' and the episode name, over a faint oversized episode number. */
function drawStill(art: Extract<TArtwork, { kind: 'still' }>): TDrawing {
  const palette = paletteFor(art.seriesTitle, art.seasonNumber * 29 + art.episodeNumber * 11);
  const { defs, body } = base(WIDE, palette, 'e', 380, false);
  const numeral = shapeLine(String(art.episodeNumber).padStart(2, '0'), { weight: 800, size: 860 });
  body.splice(
    2,
    0,
    textPath({ lines: [numeral], x: 1880, y: 900, lineHeight: 0, align: 'end', fill: WHITE, opacity: 0.07 }),
  );
  const name = drawableText(art.episodeName, 800) || `Episode ${art.episodeNumber}`;
  const fitted = fitText({ text: name, weight: 800, maxWidth: 1520, maxLines: 3, maxSize: 124, minSize: 56 });
  const lineHeight = fitted.size * 1.1;
  const first = 950 - (fitted.lines.length - 1) * lineHeight;
  body.push(textPath({ lines: fitted.lines, x: 120, y: first, lineHeight, align: 'start', fill: WHITE }));
  const label = `S${art.seasonNumber} · E${art.episodeNumber}`;
  body.push(ruledLabel(label, 122, first - fitted.size * 1.05 - 36, 44));
  return drawing(WIDE, defs, body);
}

/** The title in a bold face, white with a soft shadow, on transparency; its height follows the text. */
function drawLogo(title: string): TDrawing {
  const text = drawableText(title.toUpperCase(), 800) || 'UNTITLED';
  // One line reads most like a logo; two only when one line would be too small.
  const request = { text, weight: 800, tracking: 0.02, maxWidth: 940, maxSize: 190 } as const;
  const oneLine = fitText({ ...request, maxLines: 1, minSize: 110 });
  const fitted = oneLine.isWhole ? oneLine : fitText({ ...request, maxLines: 2, minSize: 70 });
  const lineHeight = fitted.size * 1.08;
  const pad = Math.round(fitted.size * 0.2);
  const cap = fitted.size * capHeight();
  const view = {
    width: 1000,
    height: Math.round(pad * 2 + cap + (fitted.lines.length - 1) * lineHeight + fitted.size * 0.06),
  };
  const blur = Math.round(fitted.size * 3) / 100;
  const shadow =
    `<filter id="l-shadow" x="-5%" y="-20%" width="110%" height="140%">` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/><feOffset dy="${blur}" result="blur"/>` +
    `<feFlood flood-color="#000" flood-opacity="0.45"/><feComposite in2="blur" operator="in"/>` +
    `<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
  const body = textPath({
    lines: fitted.lines,
    x: 500,
    y: pad + cap,
    lineHeight,
    align: 'middle',
    fill: WHITE,
    extra: ' filter="url(#l-shadow)"',
  });
  return drawing(view, [shadow], [body]);
}

/** The drawing for one piece of artwork. */
export function drawArtwork(art: TArtwork): TDrawing {
  switch (art.kind) {
    case 'poster':
      return drawPoster(art.title, art.year);
    case 'backdrop':
      return drawBackdrop(art.title, art.year);
    case 'logo':
      return drawLogo(art.title);
    case 'season':
      return drawSeason(art.seriesTitle, art.seasonNumber);
    case 'still':
      return drawStill(art);
    case 'profile':
      return drawProfile(art.name);
  }
}
