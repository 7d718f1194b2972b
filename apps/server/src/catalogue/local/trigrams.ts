// Trigram similarity as PostgreSQL's pg_trgm computes it (similarity and strict_word_similarity), for the
// in-memory search index: lower-cased words of letters and digits, each padded with two spaces in front and
// one behind, cut into every run of three characters; a string's trigrams are the set of its words'.

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text as pg_trgm splits it: runs of letters and digits, lower-cased. */
export function trigramWords(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** The trigrams of one word ('  w', ' wo', 'wor', 'ord', 'rd '), as code-point-safe strings. */
export function wordTrigrams(word: string): string[] {
  const chars = [' ', ' ', ...word, ' '];
  const out: string[] = [];
  for (let i = 0; i + 3 <= chars.length; i++) out.push(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  return out;
}

/** The set of trigrams of a text. */
export function trigramSet(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of trigramWords(text)) for (const trigram of wordTrigrams(word)) set.add(trigram);
  return set;
}

function shared(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let count = 0;
  for (const trigram of small) if (large.has(trigram)) count++;
  return count;
}

/** pg_trgm's score: shared trigrams over all distinct trigrams of both, as a 4-byte float like PostgreSQL's. */
export function trigramScore(sharedCount: number, sizeA: number, sizeB: number): number {
  if (sizeA === 0 || sizeB === 0) return 0;
  return Math.fround(sharedCount / (sizeA + sizeB - sharedCount));
}

/** similarity(a, b) of pg_trgm. */
export function similarity(a: Set<string>, b: Set<string>): number {
  return trigramScore(shared(a, b), a.size, b.size);
}

/** Trigram sets of words seen, since the same words make most names (bounded: cleared when full). */
const wordSets = new Map<string, Set<string>>();
const REMEMBERED_WORDS = 100_000;

function wordSet(word: string): Set<string> {
  let set = wordSets.get(word);
  if (!set) {
    if (wordSets.size >= REMEMBERED_WORDS) wordSets.clear();
    set = new Set(wordTrigrams(word));
    wordSets.set(word, set);
  }
  return set;
}

/**
 * strict_word_similarity(query, text) of pg_trgm: the best similarity between the query and any run of whole
 * consecutive words of the text.
 */
export function strictWordSimilarity(query: Set<string>, text: string): number {
  const words = trigramWords(text).map(wordSet);
  let best = 0;
  for (let start = 0; start < words.length; start++) {
    const run = new Set<string>();
    for (let end = start; end < words.length; end++) {
      for (const trigram of words[end]!) run.add(trigram);
      const score = similarity(query, run);
      if (score > best) best = score;
    }
  }
  return best;
}
