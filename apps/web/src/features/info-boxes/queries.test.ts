import { afterEach, describe, expect, it } from 'vitest';
import { inlineInfoBoxes, infoBoxesQuery } from './queries.ts';

const box = {
  id: 'update',
  title: 'Major update',
  content: 'More sources.',
  type: 'info',
  dismissible: true,
};

function putMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'marquee-info-boxes';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="marquee-info-boxes"]')) meta.remove();
});

describe('the info boxes of the page', () => {
  it("are read from the page's HTML, so the first render draws them without a request", () => {
    putMeta(JSON.stringify([box]));
    expect(inlineInfoBoxes()).toEqual([box]);
    const initialData = infoBoxesQuery().initialData as () => unknown;
    expect(initialData()).toEqual([box]);
  });

  it('are asked for when the page carries none, or carries something that is not a list', () => {
    expect(inlineInfoBoxes()).toBeUndefined();
    putMeta('{not json');
    expect(inlineInfoBoxes()).toBeUndefined();
    document.head.querySelector('meta[name="marquee-info-boxes"]')?.remove();
    putMeta('{"id":"x"}');
    expect(inlineInfoBoxes()).toBeUndefined();
  });
});
