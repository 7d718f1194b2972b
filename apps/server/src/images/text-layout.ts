import type { Font, Path } from 'fontkit';
import { loadFontFace, type TFontFace, type TFontWeight } from './fonts.ts';

/** One line of text shaped into glyph outlines. */
export interface TShapedLine {
  readonly text: string;
  /** Advance width in pixels at the size it was shaped at. */
  readonly width: number;
  /** SVG path data of the line with its baseline starting at (x, y). */
  pathData(x: number, y: number): string;
}

export interface TTextStyle {
  weight: TFontWeight;
  /** Font size in pixels (the em square). */
  size: number;
  /** Extra space after every glyph, in em. */
  tracking?: number;
}

interface TPlacedGlyph {
  path: Path;
  scale: number;
  x: number;
  y: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Serialises a glyph outline, scaled from font units (y up) to pixels (y down), with one decimal. */
function glyphPathData(path: Path, scale: number, x: number, y: number): string {
  const parts: string[] = [];
  for (const { command, args } of path.commands) {
    const points: string[] = [];
    for (let i = 0; i + 1 < args.length; i += 2) {
      points.push(`${round(x + (args[i] ?? 0) * scale)} ${round(y - (args[i + 1] ?? 0) * scale)}`);
    }
    if (command === 'moveTo') parts.push(`M${points.join(' ')}`);
    else if (command === 'lineTo') parts.push(`L${points.join(' ')}`);
    else if (command === 'quadraticCurveTo') parts.push(`Q${points.join(' ')}`);
    else if (command === 'bezierCurveTo') parts.push(`C${points.join(' ')}`);
    else parts.push('Z');
  }
  return parts.join('');
}

/** Splits text into runs that one subset of the face can draw, so each run is shaped (kerned) whole. */
function fontRuns(text: string, face: TFontFace): { font: Font; text: string }[] {
  const runs: { font: Font; text: string }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    const font = char === ' ' && last ? last.font : face.fontFor(codePoint);
    if (!font) continue;
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** Keeps only the characters the face can draw, with runs of white space collapsed to one space. */
export function drawableText(text: string, weight: TFontWeight): string {
  const face = loadFontFace(weight);
  let kept = '';
  for (const char of text.normalize('NFC')) {
    if (/\s/u.test(char)) kept += ' ';
    else if (face.fontFor(char.codePointAt(0) ?? 0)) kept += char;
  }
  return kept.replace(/ {2,}/g, ' ').trim();
}

/** Shapes one line (kerning and the font's standard features applied) into outlines. */
export function shapeLine(text: string, style: TTextStyle): TShapedLine {
  const face = loadFontFace(style.weight);
  const glyphs: TPlacedGlyph[] = [];
  const spacing = (style.tracking ?? 0) * style.size;
  let pen = 0;
  for (const run of fontRuns(text, face)) {
    const scale = style.size / run.font.unitsPerEm;
    const laid = run.font.layout(run.text);
    laid.glyphs.forEach((glyph, i) => {
      const position = laid.positions[i];
      if (!position) return;
      glyphs.push({
        path: glyph.path,
        scale,
        x: pen + position.xOffset * scale,
        y: -position.yOffset * scale,
      });
      pen += position.xAdvance * scale + spacing;
    });
  }
  return {
    text,
    width: glyphs.length > 0 ? pen - spacing : 0,
    pathData: (x, y) => glyphs.map((g) => glyphPathData(g.path, g.scale, x + g.x, y + g.y)).join(''),
  };
}

/** Greedy word wrap: as many words on each line as fit in maxWidth (a longer word gets a line of its own). */
export function wrapWords(text: string, style: TTextStyle, maxWidth: number): TShapedLine[] {
  const lines: TShapedLine[] = [];
  let current: TShapedLine | undefined;
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = shapeLine(current ? `${current.text} ${word}` : word, style);
    if (!current || candidate.width <= maxWidth) current = candidate;
    else {
      lines.push(current);
      current = shapeLine(word, style);
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Rewraps into the same number of lines at the narrowest width that allows it, so lines come out even. */
function balance(text: string, style: TTextStyle, maxWidth: number, lines: TShapedLine[]): TShapedLine[] {
  if (lines.length < 2) return lines;
  let low = Math.max(...lines.map((l) => l.width)) / 2;
  let high = maxWidth;
  let best = lines;
  for (let i = 0; i < 12; i++) {
    const middle = (low + high) / 2;
    const attempt = wrapWords(text, style, middle);
    if (attempt.length <= lines.length && attempt.every((l) => l.width <= maxWidth)) {
      best = attempt;
      high = middle;
    } else low = middle;
  }
  return best;
}

/** Ends a line with an ellipsis, shortening it until it fits. */
function truncate(line: TShapedLine, style: TTextStyle, maxWidth: number): TShapedLine {
  const chars = [...line.text, ''];
  while (chars.length > 1) {
    chars.pop();
    const attempt = shapeLine(`${chars.join('').trimEnd()}…`, style);
    if (attempt.width <= maxWidth) return attempt;
  }
  return shapeLine('…', style);
}

export interface TFitRequest {
  text: string;
  weight: TFontWeight;
  tracking?: number;
  maxWidth: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
}

export interface TFittedText {
  size: number;
  lines: TShapedLine[];
  /** False when the text had to be cut with an ellipsis. */
  isWhole: boolean;
}

/**
 * The largest size from maxSize down to minSize at which the text wraps into at most maxLines lines, each
 * within maxWidth, with the lines balanced. At minSize what still does not fit is cut with an ellipsis.
 */
export function fitText(request: TFitRequest): TFittedText {
  const { text, maxWidth, maxLines } = request;
  const attempt = (size: number) => {
    const style = { weight: request.weight, size, tracking: request.tracking ?? 0 };
    const lines = wrapWords(text, style, maxWidth);
    const fits = lines.length <= maxLines && lines.every((l) => l.width <= maxWidth);
    return { style, lines, fits };
  };
  for (let size = request.maxSize; size > request.minSize; size *= 0.94) {
    const found = attempt(size);
    if (!found.fits) continue;
    // A little smaller is better than one more line (no lone word left hanging on a line of its own).
    let best = found;
    for (let smaller = size * 0.94; smaller >= Math.max(request.minSize, size * 0.8); smaller *= 0.94) {
      const tighter = attempt(smaller);
      if (tighter.fits && tighter.lines.length < best.lines.length) best = tighter;
    }
    return { size: best.style.size, lines: balance(text, best.style, maxWidth, best.lines), isWhole: true };
  }
  const style = { weight: request.weight, size: request.minSize, tracking: request.tracking ?? 0 };
  const all = wrapWords(text, style, maxWidth);
  let isWhole = all.length <= maxLines;
  const lines = all.slice(0, maxLines).map((line, i) => {
    const isLastCut = i === maxLines - 1 && all.length > maxLines;
    if (!isLastCut && line.width <= maxWidth) return line;
    isWhole = false;
    return truncate(line, style, maxWidth);
  });
  return { size: request.minSize, lines, isWhole };
}
