// The colour names a caller is likely to use; any other colour can be given in hex.
const NAMED_COLOURS: Record<string, string> = {
  black: '000000ff',
  white: 'ffffffff',
  transparent: '00000000',
  gray: '808080ff',
  grey: '808080ff',
  silver: 'c0c0c0ff',
  red: 'ff0000ff',
  green: '008000ff',
  blue: '0000ffff',
  yellow: 'ffff00ff',
  orange: 'ffa500ff',
  purple: '800080ff',
  pink: 'ffc0cbff',
  navy: '000080ff',
  teal: '008080ff',
};

const HEX_COLOUR = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;

/** /img's bg as #rrggbbaa: from hex (#rgb, #rgba, #rrggbb, #rrggbbaa; the # is optional) or a colour name. */
export function normaliseColour(raw: string): string | undefined {
  const lower = raw.toLowerCase();
  const named = NAMED_COLOURS[lower];
  if (named) return `#${named}`;
  const hex = HEX_COLOUR.exec(lower)?.[1];
  if (!hex) return undefined;
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  return `#${full.length === 6 ? `${full}ff` : full}`;
}
