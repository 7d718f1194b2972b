import { fitResizeLimits, type TResizeOptions, type TResizeOutput } from '@marquee/contract';

/** The outputs whose encoder reads q; PNG stays lossless and GIF is a palette, so q changes nothing there. */
const LOSSY_OUTPUTS: ReadonlySet<TResizeOutput> = new Set(['webp', 'jpg', 'avif']);

/**
 * Exactly what shapes a resized image, in pixels: dpr folded into the size, the size capped by the
 * contract's limits, and every field that cannot change the result left out. Equal plans give equal bytes.
 */
export interface TResizePlan {
  output: TResizeOutput;
  width?: number;
  height?: number;
  /** Only when both width and height are given: with one side the shape is the source's. */
  fit?: TResizeOptions['fit'];
  q?: number;
  crop?: { x: number; y: number; w: number; h: number };
  rot?: 90 | 180 | 270;
  blur?: number;
  sharp?: number;
  brightness?: number;
  sat?: number;
  con?: number;
  /** Only where a colour shows: the padding of contain, or what transparency becomes in a JPEG. */
  bg?: string;
}

const pixels = (size: number | undefined, dpr: number) =>
  size === undefined ? undefined : Math.max(1, Math.round(size * dpr));

/** The asked box in pixels, scaled down as a whole (keeping its shape) to the output's limits. */
function boundedBox(options: TResizeOptions): { width?: number; height?: number } {
  const width = pixels(options.w, options.dpr);
  const height = pixels(options.h, options.dpr);
  const fitted = fitResizeLimits({ width: width ?? 1, height: height ?? 1 }, options.output);
  return {
    ...(width === undefined ? {} : { width: fitted.width }),
    ...(height === undefined ? {} : { height: fitted.height }),
  };
}

/** A change of 0 is no change: leave it out. */
const change = (value: number | undefined) => (value === 0 ? undefined : value);

export function resizePlanOf(options: TResizeOptions): TResizePlan {
  const box = boundedBox(options);
  const isBox = box.width !== undefined && box.height !== undefined;
  const showsBg = options.output === 'jpg' || (isBox && options.fit === 'contain');
  const plan: TResizePlan = {
    output: options.output,
    width: box.width,
    height: box.height,
    fit: isBox ? options.fit : undefined,
    q: LOSSY_OUTPUTS.has(options.output) ? options.q : undefined,
    crop: options.crop,
    rot: options.rot === 0 ? undefined : options.rot,
    blur: options.blur,
    sharp: options.sharp,
    brightness: change(options.brightness),
    sat: change(options.sat),
    con: change(options.con),
    bg: showsBg ? options.bg : undefined,
  };
  return plan;
}

/** The plan as stable text (fixed field order, absent fields left out), which keys the disk cache. */
export function resizeKey(plan: TResizePlan): string {
  return `v2 ${JSON.stringify(plan)}`;
}
