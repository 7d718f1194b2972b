/** The code of a query or connection given up on because PostgreSQL did not answer (a network timeout's). */
const NO_ANSWER_CODE = 'ETIMEDOUT';
/** PostgreSQL's code for a statement stopped by statement_timeout (or a cancel). */
const QUERY_CANCELED = '57014';
/** PostgreSQL's codes for a server going away or refusing: admin/crash shutdown, starting up, too many clients. */
const SERVER_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300']);
/** postgres-js and Node's codes for a connection that failed or was cut (the embedded database restarting). */
const CONNECTION_LOST = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  // A query or connection given up on because PostgreSQL left it unanswered (noAnswerError).
  NO_ANSWER_CODE,
  // The embedded database's Unix socket is gone for the moment its worker restarts.
  'ENOENT',
]);

export const DATABASE_TIMEOUT_MESSAGE = 'The database took too long to answer. Please try again.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not answering right now. Please try again shortly.';

/** The error of a query or connection given up on after `deadlineMs` without an answer: a 503 below. */
export function noAnswerError(deadlineMs: number): Error {
  return Object.assign(new Error(`PostgreSQL did not answer within ${deadlineMs} ms`), {
    code: NO_ANSWER_CODE,
  });
}

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  // Drizzle wraps the driver's error in its own (`cause`); look through the chain.
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    e = (e as { cause?: unknown }).cause;
  }
  return codes;
}

/**
 * The message of a 503 when `error` says the database timed out or could not be reached (the request may
 * succeed if tried again), else undefined: any other failure stays what it is.
 */
export function databaseUnavailableMessage(error: unknown): string | undefined {
  const codes = codesOf(error);
  if (codes.includes(QUERY_CANCELED)) return DATABASE_TIMEOUT_MESSAGE;
  if (codes.some((c) => SERVER_UNAVAILABLE.has(c) || CONNECTION_LOST.has(c))) {
    return DATABASE_UNAVAILABLE_MESSAGE;
  }
  return undefined;
}
