import { options } from 'preact';
// TEMPORARY profiling (not committed).
const o = options as unknown as Record<string, (v: { type: unknown; __t0?: number }) => void>;
const w = window as unknown as { __timing: Record<string, number>; __rounds: { t: number; ms: number; top: string }[] };
w.__timing = {};
w.__rounds = [];
const prevB = o.__b, prevD = o.diffed;
let depth = 0; let rootStart = 0; let rootName = '';
o.__b = (v) => { if (depth === 0) { rootStart = performance.now(); const t = v.type as { displayName?: string; name?: string } | string; rootName = typeof t === 'string' ? t : (t?.displayName || t?.name || '?'); } depth++; v.__t0 = performance.now(); prevB?.(v); };
o.diffed = (v) => { prevD?.(v); depth--; const t = v.type as { displayName?: string; name?: string } | string; if (typeof t !== 'string' && v.__t0 !== undefined) { const name = t?.displayName || t?.name || '?'; w.__timing[name] = (w.__timing[name] ?? 0) + performance.now() - v.__t0; } if (depth === 0) w.__rounds.push({ t: rootStart, ms: performance.now() - rootStart, top: rootName }); };
