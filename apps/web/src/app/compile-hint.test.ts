import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, startsWithCompileHint, withCompileHintFirst } from './compile-hint.ts';

const PRELOAD_HELPER = 'const __vite__mapDeps=(i)=>i;\n';

describe('withCompileHintFirst', () => {
  it('puts the hint above code that was prepended to the chunk, and moves the mappings down a line', () => {
    const { code, map } = withCompileHintFirst(`${PRELOAD_HELPER}export const a=1;`, {
      version: 3,
      mappings: 'AAAA;AACA',
    });
    expect(code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(code.split('\n').slice(1).join('\n')).toBe(`${PRELOAD_HELPER}export const a=1;`);
    expect(map).toEqual({ version: 3, mappings: ';AAAA;AACA' });
    expect(startsWithCompileHint(code)).toBe(true);
  });

  it('leaves a chunk that already starts with the hint as it is', () => {
    const hinted = `${COMPILE_HINT}\nexport const a=1;`;
    const { code, map } = withCompileHintFirst(hinted, { mappings: ';AAAA' });
    expect(code).toBe(hinted);
    expect(map).toEqual({ mappings: ';AAAA' });
  });

  it('does not count the hint further down the file', () => {
    expect(startsWithCompileHint(`${PRELOAD_HELPER}${COMPILE_HINT}\n`)).toBe(false);
    expect(withCompileHintFirst('x', undefined).map).toBeUndefined();
  });
});
