/** An error with an HTTP status and a message that is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Fields the answer carries beside its message (numbers and words safe to show). */
    readonly details?: Readonly<Record<string, number | string>>,
  ) {
    super(message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'The resource you requested could not be found.') {
    super(404, message);
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

/** An upstream service (TMDB, a webhook) failed or could not be reached. */
export class UpstreamError extends HttpError {
  constructor(message: string, statusCode = 502) {
    super(statusCode, message);
  }
}

/** The caller is not signed in (or its session ended): the web app logs out on this answer. */
export class UnauthorizedError extends HttpError {
  constructor(message = 'Unauthorized', details?: Readonly<Record<string, number | string>>) {
    super(401, message, details);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string, details?: Readonly<Record<string, number | string>>) {
    super(403, message, details);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/** Too many attempts; `retryAfterSeconds` goes out as the Retry-After header. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
