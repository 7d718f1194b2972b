import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storage-keys.ts';

// Every module of the app as text, keyed by its path under src/.
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test-*.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  )
    .map(([path, text]) => [new URL(path, 'file:///src/app/').pathname.replace('/src/', ''), text] as const)
    // The registry names every key.
    .filter(([path]) => path !== 'app/storage-keys.ts'),
);

/** The modules that use the storage areas: lib/storage/ itself and those importing it. */
const storageUsers = Object.entries(sources).filter(
  ([path, text]) => path.startsWith('lib/storage/') || /from '[./]*(lib\/)?storage\//.test(text),
);
const mentions = (text: string, key: string) => [`'${key}'`, `"${key}"`].some((q) => text.includes(q));

/** The key constants (`USER_INFO_KEY = 'user-info'`) that the modules using storage declare. */
const declared = storageUsers.flatMap(([path, text]) =>
  [...text.matchAll(/const (\w+_(?:KEY|FLAG)) = '([^']+)'/g)].map(([, name = '', key = '']) => ({
    path,
    name,
    key,
  })),
);

// Texts that hold nothing usable, whatever a key's format.
const BAD_VALUES = ['', '{', '{"valid":', 'not json', 'undefined', '\u0000', '[1,'];

describe('the storage keys', () => {
  it('are each read and written by their owner alone', () => {
    for (const [key, { owner }] of Object.entries(STORAGE_KEYS)) {
      expect(sources[owner], `${key}'s owner ${owner}`).toBeDefined();
      expect(mentions(sources[owner] ?? '', key), `${owner} names ${key}`).toBe(true);
      const others = storageUsers.filter(([path, text]) => path !== owner && mentions(text, key));
      expect(
        others.map(([path]) => path),
        `modules besides ${owner} that use storage and name ${key}`,
      ).toEqual([]);
    }
  });

  it('are all in the registry: every key a module that uses storage declares', () => {
    expect(declared.length).toBeGreaterThan(10);
    for (const { path, key } of declared) expect(STORAGE_KEYS[key]?.owner, `${key} in ${path}`).toBe(path);
  });

  it("are not borrowed: no other module that uses storage takes an owner's key constant", () => {
    for (const { path, name } of declared) {
      const borrowers = storageUsers.filter(
        ([user, text]) => user !== path && new RegExp(`\\b${name}\\b`).test(text),
      );
      expect(
        borrowers.map(([user]) => user),
        `${name} of ${path}`,
      ).toEqual([]);
    }
  });

  it('read a bad stored value as nothing stored, without throwing', () => {
    for (const [key, { parse, isPresenceOnly }] of Object.entries(STORAGE_KEYS)) {
      if (isPresenceOnly) continue;
      const nothing = parse(null);
      for (const bad of BAD_VALUES) expect(parse(bad), `${key} = ${JSON.stringify(bad)}`).toEqual(nothing);
    }
  });

  it('keep each format: a good value reads as what was stored', () => {
    expect(STORAGE_KEYS.theme?.parse('light')).toBe('light');
    expect(STORAGE_KEYS.loginAttempts?.parse('3')).toBe(3);
    expect(STORAGE_KEYS.settings?.parse('{"autoplay":false,"quality":"8K"}')).toEqual({ autoplay: false });
    expect(STORAGE_KEYS.settings?.parse('{"settings":{"autoNext":false},"updatedAt":1}')).toEqual({
      autoNext: false,
    });
    expect(STORAGE_KEYS['local-lock']?.parse('{"valid":true,"values":{"a":1}}')).toEqual({
      valid: true,
      values: { a: 1 },
    });
    expect(STORAGE_KEYS.shownInfoModals?.parse('2')).toBe(2);
    expect(STORAGE_KEYS['4kTokenSynced']?.parse('true')).toBe(true);
    expect(STORAGE_KEYS.dismissedInfoBoxes?.parse('["a","b"]')).toEqual(['a', 'b']);
    expect(STORAGE_KEYS['marquee:route-module-reload']?.parse('1')).toBe(true);
  });
});
