/** An error with an HTTP status and a message that is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
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
