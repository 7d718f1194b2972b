// Seeded randomness, so every run of the bench draws the same titles, queries and paths.

/** A small seeded random generator (mulberry32), so runs are repeatable. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A typo of a name: one letter dropped, two neighbours swapped, or one letter replaced (lower case). */
export function typo(name, random) {
  const text = name.toLowerCase();
  const letters = [...text].flatMap((c, i) => (/[a-z]/.test(c) ? [i] : []));
  const at = letters[Math.floor(random() * letters.length)] ?? 0;
  const kind = Math.floor(random() * 3);
  const next = text[at + 1];
  if (kind === 1 && next && next !== text[at])
    return text.slice(0, at) + next + text[at] + text.slice(at + 2);
  if (kind === 2) {
    const others = LETTERS.replace(text[at], '');
    return text.slice(0, at) + others[Math.floor(random() * others.length)] + text.slice(at + 1);
  }
  // Dropped (also when a swap would change nothing).
  return text.slice(0, at) + text.slice(at + 1);
}
