import { describe, expect, it } from 'vitest';
import { normaliseColour } from './resize-colour.ts';

describe('normaliseColour (/img bg)', () => {
  it.each([
    ['000', '#000000ff'],
    ['#abc', '#aabbccff'],
    ['abcd', '#aabbccdd'],
    ['1A2B3C', '#1a2b3cff'],
    ['#1a2b3c80', '#1a2b3c80'],
    ['Black', '#000000ff'],
    ['transparent', '#00000000'],
  ])('reads %s as %s', (raw, hex) => {
    expect(normaliseColour(raw)).toBe(hex);
  });

  it.each(['12345', 'ggg', 'rgb(0,0,0)', 'papayawhip2', ''])('refuses %s', (raw) => {
    expect(normaliseColour(raw)).toBeUndefined();
  });
});
