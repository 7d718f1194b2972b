import { describe, expect, it } from 'vitest';
import { findNetwork, networkByProviderId, NETWORKS, STREAMING_PROVIDERS } from './networks.ts';

describe('networks', () => {
  it('has the eight network pages, in order', () => {
    expect(NETWORKS.map((n) => n.slug)).toEqual([
      'netflix',
      'disney',
      'hulu',
      'amazon-prime',
      'apple-tv',
      'hbo-max',
      'paramount',
      'peacock',
    ]);
  });
  it('uses the streaming provider ids TMDB knows them by', () => {
    expect(NETWORKS.map((n) => n.providerId).sort((a, b) => a - b)).toEqual(
      Object.values(STREAMING_PROVIDERS).sort((a, b) => a - b),
    );
  });
  it('resolves the menu aliases to their network', () => {
    expect(findNetwork('hbo')?.slug).toBe('hbo-max');
    expect(findNetwork('paramount-plus')?.slug).toBe('paramount');
    expect(findNetwork('HBO')?.slug).toBe('hbo-max');
    expect(findNetwork('netflix')?.providerId).toBe(8);
  });
  it('knows no other slug', () => {
    expect(findNetwork('blockbuster')).toBeUndefined();
    expect(findNetwork('')).toBeUndefined();
  });
  it('finds a network by provider id', () => {
    expect(networkByProviderId(1899)?.slug).toBe('hbo-max');
    expect(networkByProviderId(1)).toBeUndefined();
  });
});
