// The one caption style model: the account page's caption settings and the player's caption style page show the
// same colours and sizes, and the caption layer draws them. The account's names (white, yellow, green, cyan;
// small to x-large) and the player's (White, Brown, Yellow, Gray, Dark; a % slider) are all entries here.

/** Caption text colours, in the order both pages show them. */
export const CAPTION_COLOR_IDS = ['white', 'yellow', 'green', 'cyan', 'brown', 'gray', 'dark'] as const;
export type TCaptionColorId = (typeof CAPTION_COLOR_IDS)[number];

/** Whether the caption box behind the text is see-through, opaque, or left out (an outline only). */
export const CAPTION_BACKGROUND_IDS = ['box', 'solid', 'none'] as const;
export type TCaptionBackgroundId = (typeof CAPTION_BACKGROUND_IDS)[number];

/** The edge drawn around the letters: none, an outline, or a drop shadow. */
export const CAPTION_EDGE_IDS = ['none', 'outline', 'shadow'] as const;
export type TCaptionEdgeId = (typeof CAPTION_EDGE_IDS)[number];

export const CAPTION_EDGE_LABELS: Record<TCaptionEdgeId, string> = {
  none: 'None',
  outline: 'Outline',
  shadow: 'Shadow',
};

/** Where captions sit on the picture. */
export const CAPTION_POSITION_IDS = ['bottom', 'top'] as const;
export type TCaptionPositionId = (typeof CAPTION_POSITION_IDS)[number];

export const CAPTION_POSITION_LABELS: Record<TCaptionPositionId, string> = {
  bottom: 'Bottom',
  top: 'Top',
};

/** Named caption sizes; the player's slider sets any share between them too. */
export const CAPTION_SIZE_IDS = ['small', 'medium', 'large', 'x-large'] as const;
export type TCaptionSizeId = (typeof CAPTION_SIZE_IDS)[number];

interface TCaptionColor {
  label: string;
  /** The text colour (#rrggbb). */
  text: string;
  /** Light text sits on a dark box, dark text on a light one. */
  isDark: boolean;
}

/**
 * Each colour's look. Every one reads at 4.5:1 or better on its 'box' background whatever frame shows through
 * it (the caption-style tests composite the box over black and over white, the two extremes).
 */
export const CAPTION_COLORS: Record<TCaptionColorId, TCaptionColor> = {
  white: { label: 'White', text: '#ffffff', isDark: false },
  yellow: { label: 'Yellow', text: '#ffff00', isDark: false },
  green: { label: 'Green', text: '#00ff00', isDark: false },
  cyan: { label: 'Cyan', text: '#00ffff', isDark: false },
  brown: { label: 'Brown', text: '#e0b484', isDark: false },
  gray: { label: 'Gray', text: '#c8c8c8', isDark: false },
  dark: { label: 'Dark', text: '#222222', isDark: true },
};

export const CAPTION_BACKGROUND_LABELS: Record<TCaptionBackgroundId, string> = {
  box: 'Box',
  solid: 'Solid',
  none: 'None',
};

/** The caption size (a share of the default) each named size stands for. */
export const CAPTION_SIZE_SCALE: Record<TCaptionSizeId, number> = {
  small: 0.8,
  medium: 1,
  large: 1.5,
  'x-large': 2,
};

export const CAPTION_SIZE_LABELS: Record<TCaptionSizeId, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  'x-large': 'Extra large',
};

/** How opaque the default box is: enough that any frame behind it leaves the text at 4.5:1 or better. */
const BOX_ALPHA = 0.8;

// Colours stored by earlier versions (CSS names and values) and what they are now.
const LEGACY_COLORS: Record<string, TCaptionColorId> = {
  lime: 'green',
  '#222222': 'dark',
};
const LEGACY_BACKGROUNDS: Record<string, TCaptionBackgroundId> = {
  transparent: 'none',
  // The old faint box (half black) was too faint over bright pictures: it becomes the readable box.
  'rgba(0, 0, 0, 0.5)': 'box',
  'rgba(0, 0, 0, 0.9)': 'solid',
};

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** A stored caption colour (today's ids, or an earlier CSS value) as a colour of the model; undefined if unknown. */
export function captionColorOf(value: unknown): TCaptionColorId | undefined {
  if (isOneOf(CAPTION_COLOR_IDS, value)) return value;
  return typeof value === 'string' ? LEGACY_COLORS[value.toLowerCase()] : undefined;
}

/** A stored caption background (today's ids, or an earlier CSS value); undefined if unknown. */
export function captionBackgroundOf(value: unknown): TCaptionBackgroundId | undefined {
  if (isOneOf(CAPTION_BACKGROUND_IDS, value)) return value;
  return typeof value === 'string' ? LEGACY_BACKGROUNDS[value] : undefined;
}

/** The named size a share stands for, when it is exactly one of them. */
export function captionSizeIdOf(scale: number): TCaptionSizeId | undefined {
  return CAPTION_SIZE_IDS.find((id) => Math.abs(CAPTION_SIZE_SCALE[id] - scale) < 0.001);
}

/** Whether a stored value is one of the model's edges; undefined if unknown. */
export function captionEdgeOf(value: unknown): TCaptionEdgeId | undefined {
  return isOneOf(CAPTION_EDGE_IDS, value) ? value : undefined;
}

/** Whether a stored value is one of the model's positions; undefined if unknown. */
export function captionPositionOf(value: unknown): TCaptionPositionId | undefined {
  return isOneOf(CAPTION_POSITION_IDS, value) ? value : undefined;
}

/** The caption layer's look for a colour, background and edge: text colour, box colour and the letters' edge. */
export function captionLook(
  color: TCaptionColorId,
  background: TCaptionBackgroundId,
  edge: TCaptionEdgeId = 'none',
): { color: string; backgroundColor: string; textShadow: string } {
  const { text, isDark } = CAPTION_COLORS[color];
  const channel = isDark ? '255, 255, 255' : '0, 0, 0';
  const alpha = { box: BOX_ALPHA, solid: 1, none: 0 }[background];
  const around = `rgb(${channel})`;
  // Without a box an outline in the box's colour keeps the edges of the letters apart from the picture.
  const shown = background === 'none' && edge === 'none' ? 'outline' : edge;
  const textShadow = {
    none: 'none',
    outline: `0 0 2px ${around}, 0 0 2px ${around}, 0 0 3px ${around}, 0 0 4px ${around}`,
    shadow: `2px 2px 3px ${around}, 1px 1px 1px ${around}`,
  }[shown];
  return { color: text, backgroundColor: `rgba(${channel}, ${alpha})`, textShadow };
}

type TRgb = readonly [number, number, number];

/** A #rrggbb or rgb()/rgba() colour as its red, green, blue (0..255) and alpha. */
export function parseColor(css: string): { rgb: TRgb; alpha: number } {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(css);
  if (hex) {
    const [red, green, blue] = [hex[1], hex[2], hex[3]].map((part) => parseInt(part ?? '0', 16));
    return { rgb: [red ?? 0, green ?? 0, blue ?? 0], alpha: 1 };
  }
  const parts = /^rgba?\(([^)]*)\)$/.exec(css)?.[1]?.split(',').map(Number);
  if (!parts || parts.length < 3 || parts.some((part) => !Number.isFinite(part))) {
    throw new Error(`Not a colour: ${css}`);
  }
  return { rgb: [parts[0]!, parts[1]!, parts[2]!], alpha: parts[3] ?? 1 };
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of an opaque colour (WCAG). */
export function luminance([r, g, b]: TRgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two opaque colours (WCAG): 1 to 21. */
export function contrastRatio(a: TRgb, b: TRgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A see-through colour over an opaque one. */
export function composite(over: { rgb: TRgb; alpha: number }, under: TRgb): TRgb {
  return over.rgb.map(
    (channel, index) => channel * over.alpha + under[index]! * (1 - over.alpha),
  ) as unknown as TRgb;
}

/**
 * The lowest contrast captions of this look can have against any frame: the box composited over pure black and
 * over pure white (luminance grows with each channel, so every other frame lies between the two).
 */
export function worstCaptionContrast(look: { color: string; backgroundColor: string }): number {
  const text = parseColor(look.color).rgb;
  const box = parseColor(look.backgroundColor);
  const frames: TRgb[] = [
    [0, 0, 0],
    [255, 255, 255],
  ];
  return Math.min(...frames.map((frame) => contrastRatio(text, composite(box, frame))));
}
