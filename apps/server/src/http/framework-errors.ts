// Failures raised before any route runs: a URL the router cannot read, or a request Node's HTTP parser
// refuses. They get the same JSON error shapes as everything else, chosen by the path they were sent to.
import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendError, type TErrorShape } from './error-handler.ts';

/** The error shape of the scope a URL belongs to. */
export type TShapeFor = (url: string) => TErrorShape;

/** The longest path segment (an id, a file name) the router takes; a longer one is a 414. */
export const MAX_PARAM_LENGTH = 100;

export const BAD_URL_MESSAGE =
  'The path is not valid: each % must start an escape of two hex digits, and escapes must spell UTF-8';
export const PARAM_TOO_LONG_MESSAGE = `A part of the path is too long (the limit is ${MAX_PARAM_LENGTH} characters)`;

/** Fastify's frameworkErrors: a bad percent-encoding (400) or an over-long path segment (414). */
export function frameworkErrorHandler(shapeFor: TShapeFor) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const shape = shapeFor(request.url);
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      void sendError(reply, shape, 414, PARAM_TOO_LONG_MESSAGE);
    } else if (error.code === 'FST_ERR_BAD_URL') {
      void sendError(reply, shape, 400, BAD_URL_MESSAGE);
    } else {
      request.log.error({ err: error }, 'routing failure');
      void sendError(reply, shape, 500, 'Something went wrong on our side. Please try again.');
    }
  };
}

/** What Node's parser reports, as a status and message; anything else it refuses is a 400. */
const CLIENT_ERRORS: Readonly<Record<string, [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, `Request headers are too large (the limit is ${maxHeaderSize / 1024} KB)`],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};
const NOT_HTTP: [number, string] = [400, 'The request could not be read as HTTP/1.1'];

/** The path of the request line, when the bytes received so far (Node's rawPacket) hold one. */
function requestPath(rawPacket: unknown): string {
  const head = Buffer.isBuffer(rawPacket) ? rawPacket.toString('latin1', 0, 4096) : '';
  return /^[A-Z]+ (\S+) HTTP\//.exec(head)?.[1] ?? '/';
}

/**
 * Node's clientError (431 headers too large, 408 request timeout, 400 unparsable): answered on the socket
 * itself, as no request object exists yet, in the shape of the path the request line names.
 */
export function clientErrorHandler(shapeFor: TShapeFor) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? NOT_HTTP;
    const body = JSON.stringify(
      shapeFor(requestPath((error as { rawPacket?: unknown }).rawPacket))(status, message),
    );
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
