import { describe, expect, it } from 'vitest';
import { parseIdSegment, simpleSlug, titleSlug } from './slug.ts';

describe('slugs', () => {
  it('lowercases the title and turns every non-alphanumeric character into a dash', () => {
    expect(titleSlug('Spider-Man: No Way Home')).toBe('spider-man--no-way-home');
    expect(titleSlug('Amélie')).toBe('am-lie');
  });
  it('the other helper turns spaces into hyphens and drops other non-alphanumerics', () => {
    expect(simpleSlug('Sci-Fi & Fantasy')).toBe('sci-fi--fantasy');
    expect(simpleSlug("Grey's Anatomy")).toBe('greys-anatomy');
  });
  it('uses only the part of a detail segment before the first dash', () => {
    expect(parseIdSegment('550-fight-club')).toBe(550);
    expect(parseIdSegment('1396')).toBe(1396);
    expect(parseIdSegment('abc-550')).toBeUndefined();
    expect(parseIdSegment('0')).toBeUndefined();
    expect(parseIdSegment(undefined)).toBeUndefined();
  });
});
