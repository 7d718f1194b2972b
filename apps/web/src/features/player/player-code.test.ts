import { describe, expect, it, vi } from 'vitest';

const overlay = vi.hoisted(() => ({ loads: 0, failNext: false }));

vi.mock('./components/player-overlay.tsx', () => {
  overlay.loads += 1;
  if (overlay.failNext) {
    overlay.failNext = false;
    throw new Error('The network dropped');
  }
  return { PlayerOverlay: () => null };
});

describe('loadPlayerCode', () => {
  it('tries again after a failed load, then loads and runs the module once for every caller', async () => {
    const { loadPlayerCode } = await import('./player-code.ts');
    overlay.failNext = true;
    await expect(loadPlayerCode()).rejects.toThrow();
    const first = loadPlayerCode();
    expect(loadPlayerCode()).toBe(first);
    expect((await first).PlayerOverlay).toBeTypeOf('function');
    expect(await loadPlayerCode()).toBe(await first);
    expect(overlay.loads).toBe(2);
  });
});
