import type { TResizeOptions } from '@marquee/contract';

/** A stable text of everything that shapes the result except the URL (the caller keys the source itself). */
export function resizeKey(options: TResizeOptions): string {
  const { url: _url, ...rest } = options;
  return JSON.stringify(Object.entries(rest).filter(([, value]) => value !== undefined));
}
