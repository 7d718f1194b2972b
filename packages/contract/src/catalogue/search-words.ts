/** The longest search query accepted, in characters: longer than any title, short enough to stay cheap. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** The most words a search query may hold; each one is a term of the full-text query. */
export const SEARCH_QUERY_MAX_WORDS = 15;

/** A word: a letter or digit of any script, then letters, combining marks and digits. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/**
 * The words of a search query, lower-cased, in order: everything but letters, marks and digits separates
 * them, so quotes, dashes and operators never reach the full-text parser.
 */
export function searchWords(query: string): string[] {
  return query.normalize('NFC').toLowerCase().match(WORD) ?? [];
}
