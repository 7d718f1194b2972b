// Search queries for the 100k catalogue: exact titles, prefixes as someone types them, and typos (a letter
// dropped, two swapped, one replaced), each with the title it is meant to find.
import { seededRandom, typo } from '../lib/random.mjs';

/** A prefix of a name as it is typed: at least four characters, about two thirds of it. */
export function prefix(name) {
  return name.slice(0, Math.max(4, Math.ceil(name.length * 0.66))).trim();
}

/** `count` queries, kinds interleaved, distinct, each `{ kind, query, name, mediaType, id }`. */
export function searchQueries(catalogue, count, seed = 7) {
  const random = seededRandom(seed);
  const titles = [
    ...catalogue.movies.map((m) => ({ mediaType: 'movie', id: m.id, name: m.title })),
    ...catalogue.tv.map((t) => ({ mediaType: 'tv', id: t.id, name: t.name })),
  ];
  const kinds = [
    ['exact', (name) => name],
    ['prefix', prefix],
    ['typo', (name) => typo(name, random)],
  ];
  const seen = new Set();
  const queries = [];
  for (let i = 0; queries.length < count && i < count * 10; i++) {
    const title = titles[Math.floor(random() * titles.length)];
    const [kind, make] = kinds[queries.length % kinds.length];
    const query = make(title.name);
    if (seen.has(query.toLowerCase())) continue;
    seen.add(query.toLowerCase());
    queries.push({ kind, query, name: title.name, mediaType: title.mediaType, id: title.id });
  }
  return queries;
}
