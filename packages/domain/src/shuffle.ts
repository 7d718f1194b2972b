/** A random number source in [0, 1), like Math.random. */
export type TRandom = () => number;

/** A repeatable random source from a 32-bit seed (mulberry32), so one visit's shuffle stays put across renders. */
export function seededRandom(seed: number): TRandom {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A shuffled copy of the items (Fisher–Yates); the input is left as it was. */
export function shuffled<T>(items: readonly T[], random: TRandom = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const held = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = held;
  }
  return copy;
}
