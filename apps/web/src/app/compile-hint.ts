/**
 * Chrome's explicit compile hint: a script whose first line is this comment has all its functions compiled while
 * it streams in, off the main thread, instead of each at its first call inside the start-up tasks (module
 * evaluation, the router's start, the first render). V8 reads it only as the file's very first line, so the
 * build puts it there after Vite has prepended its own code to a chunk (vite.config.ts).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A source map's fields this file reads and moves. */
export interface TLineMappings {
  mappings: string;
}

/** Whether a built script starts with the compile hint, as V8 needs. */
export function startsWithCompileHint(code: string): boolean {
  return code.startsWith(`${COMPILE_HINT}\n`);
}

/**
 * The script with the compile hint as its first line (once), and its source map's mappings moved one line down
 * to match (each `;` starts a generated line).
 */
export function withCompileHintFirst<TMap extends TLineMappings>(
  code: string,
  map?: TMap,
): { code: string; map: TMap | undefined } {
  if (startsWithCompileHint(code)) return { code, map };
  return {
    code: `${COMPILE_HINT}\n${code}`,
    map: map ? { ...map, mappings: `;${map.mappings}` } : undefined,
  };
}
