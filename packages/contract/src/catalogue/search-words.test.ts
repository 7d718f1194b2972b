import { describe, expect, it } from 'vitest';
import { searchWords } from './search-words.ts';

describe('searchWords', () => {
  it('keeps letters and digits of any script and drops everything else', () => {
    expect(searchWords('Breaking Bad: El Camino (2019)')).toEqual([
      'breaking',
      'bad',
      'el',
      'camino',
      '2019',
    ]);
    expect(searchWords('Amélie — 千と千尋の神隠し')).toEqual(['amélie', '千と千尋の神隠し']);
    expect(searchWords('Кин-дза-дза!')).toEqual(['кин', 'дза', 'дза']);
  });

  it('turns full-text operators and quotes into separators', () => {
    expect(searchWords('"a" -b | !c & d:* <e>')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(searchWords('-'.repeat(40))).toEqual([]);
    expect(searchWords("o'brien")).toEqual(['o', 'brien']);
  });

  it('keeps combining accents with their letter', () => {
    expect(searchWords('Ame\u0301lie')).toEqual(['amélie']);
  });
});
