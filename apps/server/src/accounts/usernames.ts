import unhomoglyph from 'unhomoglyph';

/** The skeleton of Unicode's confusable detection (UTS #39): NFD, each character to its prototype, NFD. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/**
 * What two usernames that look alike share, whatever their letter case: 'paypal' and 'pаypal' (a Cyrillic а),
 * 'Ian' and 'lan', 'B0B' and 'bob', 'rn' and 'm'. A unique index on it refuses look-alikes of existing names.
 */
export function usernameSkeleton(username: string): string {
  return skeleton(skeleton(username.normalize('NFKC')).toLowerCase());
}

/**
 * The account a login names, as it is looked up and counted: an email lower-cased, a username also in NFKC
 * form (as sign-up stores it), so 'ＢＯＢ' is 'bob'.
 */
export function loginIdentifier(body: { email?: string | undefined; username?: string | undefined }): string {
  const given = body.email || body.username || '';
  return (given.includes('@') ? given : given.normalize('NFKC')).toLowerCase();
}
