import { describe, expect, it } from 'vitest';
import {
  databaseUnavailableMessage,
  DATABASE_TIMEOUT_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
} from './database-errors.ts';

const withCode = (code: string) => Object.assign(new Error('driver error'), { code });

describe('database failures that deserve a 503', () => {
  it('reads a statement timeout, also wrapped by Drizzle', () => {
    expect(databaseUnavailableMessage(withCode('57014'))).toBe(DATABASE_TIMEOUT_MESSAGE);
    const wrapped = new Error('Failed query: select pg_sleep(9)', { cause: withCode('57014') });
    expect(databaseUnavailableMessage(wrapped)).toBe(DATABASE_TIMEOUT_MESSAGE);
  });

  it.each(['CONNECTION_CLOSED', 'ECONNREFUSED', 'ENOENT', '57P01', '53300'])(
    'reads %s as the database being away',
    (code) => {
      expect(databaseUnavailableMessage(withCode(code))).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    },
  );

  it('leaves other errors alone (a bug stays a 500)', () => {
    expect(databaseUnavailableMessage(withCode('42P01'))).toBeUndefined();
    expect(databaseUnavailableMessage(new TypeError('x is undefined'))).toBeUndefined();
    expect(databaseUnavailableMessage(undefined)).toBeUndefined();
  });
});
