// Text from a request that an error message names: made safe to show, whatever bytes the client sent.

/** The longest stretch of a path an error message repeats. */
const MAX_QUOTED_PATH = 200;
/** Characters a path may show as they are; anything else is percent-encoded. */
const PLAIN_PATH_CHARACTER = /[A-Za-z0-9\-._~!$()*+,;=:@/%]/;

/** A path as an error message may show it: percent-encoded beyond plain URL characters, and cut short. */
export function printablePath(pathname: string): string {
  let shown = '';
  for (const character of pathname.slice(0, MAX_QUOTED_PATH)) {
    shown += PLAIN_PATH_CHARACTER.test(character)
      ? character
      : [...Buffer.from(character)]
          .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
          .join('');
  }
  return pathname.length > MAX_QUOTED_PATH ? `${shown}…` : shown;
}

/** A message with no angle brackets, so nothing in it can be read as markup. */
export function withoutMarkup(message: string): string {
  return message.replace(/</g, '‹').replace(/>/g, '›');
}
