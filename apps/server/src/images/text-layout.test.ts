import { describe, expect, it } from 'vitest';
import { drawableText, fitText, shapeLine, wrapWords } from './text-layout.ts';

describe('text layout from the shipped font', () => {
  it('shapes text into outlines with kerning, the same every time', () => {
    const line = shapeLine('AVATAR', { weight: 800, size: 100 });
    expect(line.width).toBeGreaterThan(300);
    expect(line.pathData(0, 100)).toMatch(/^M[\d. -]+L/);
    expect(shapeLine('AVATAR', { weight: 800, size: 100 }).pathData(0, 100)).toBe(line.pathData(0, 100));
    const kerned = shapeLine('AV', { weight: 800, size: 100 }).width;
    const apart =
      shapeLine('A', { weight: 800, size: 100 }).width + shapeLine('V', { weight: 800, size: 100 }).width;
    expect(kerned).toBeLessThan(apart);
  });

  it('draws Latin, Cyrillic and Greek, and drops what the font cannot draw', () => {
    expect(drawableText('Amélie  Ёжик Ωmega', 800)).toBe('Amélie Ёжик Ωmega');
    expect(drawableText('Spirited Away 千と千尋', 800)).toBe('Spirited Away');
    expect(drawableText('千と千尋', 800)).toBe('');
  });

  it('wraps words within a width', () => {
    const lines = wrapWords('THE LORD OF THE RINGS', { weight: 800, size: 100 }, 700);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((l) => l.width <= 700)).toBe(true);
    expect(lines.map((l) => l.text).join(' ')).toBe('THE LORD OF THE RINGS');
  });

  it('fits text by shrinking, and cuts with an ellipsis only when even the smallest size is too big', () => {
    const short = fitText({
      text: 'JAWS',
      weight: 800,
      maxWidth: 800,
      maxLines: 3,
      maxSize: 150,
      minSize: 50,
    });
    expect(short).toMatchObject({ size: 150, isWhole: true });
    const long = 'A VERY LONG TITLE THAT GOES ON AND ON AND ON AND NEVER SEEMS TO END AT ALL';
    const cut = fitText({ text: long, weight: 800, maxWidth: 400, maxLines: 2, maxSize: 100, minSize: 60 });
    expect(cut.isWhole).toBe(false);
    expect(cut.lines).toHaveLength(2);
    expect(cut.lines[1]?.text.endsWith('…')).toBe(true);
    expect(cut.lines.every((l) => l.width <= 400)).toBe(true);
  });
});
