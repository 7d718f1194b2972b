import net from 'node:net';
import { noAnswerError } from './database-errors.ts';

/**
 * A TCP connection to PostgreSQL that ends itself when a request it sent gets no byte back within
 * `deadlineMs`: a server that accepts and never answers (frozen, or cut off by the network). Ending it fails
 * the queries waiting on it at once (a 503), and the pool opens a new connection for the next ones, so the
 * server answers again by itself when the database does. Over TLS it watches only up to the handshake (the
 * encrypted traffic no longer passes through it); the connect timeout and TCP keep-alive apply there.
 */
export class WatchedSocket extends net.Socket {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deadlineMs: number,
    /** postgres-js reads it for TLS's server name. */
    readonly host: string,
  ) {
    super();
  }

  // Any answer proves the server alive; the next request starts the clock again.
  override push(chunk: unknown, encoding?: BufferEncoding): boolean {
    clearTimeout(this.timer);
    this.timer = undefined;
    return super.push(chunk, encoding);
  }

  override _write(chunk: unknown, encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.startClock();
    super._write(chunk, encoding, callback);
  }

  override _writev(
    chunks: { chunk: unknown; encoding: BufferEncoding }[],
    callback: (error?: Error | null) => void,
  ): void {
    this.startClock();
    super._writev?.(chunks, callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    clearTimeout(this.timer);
    super._destroy(error, callback);
  }

  private startClock(): void {
    this.timer ??= setTimeout(() => this.destroy(noAnswerError(this.deadlineMs)), this.deadlineMs);
  }
}

/**
 * postgres-js's `socket` option: connections to the URL's hosts in turn (several for a multi-host URL), each
 * watched for a server that stops answering.
 */
export function watchedConnections(deadlineMs: number) {
  let next = 0;
  return (options: { host: string[]; port: number[] }): net.Socket => {
    const index = next++ % options.host.length;
    const host = options.host[index] ?? 'localhost';
    const socket = new WatchedSocket(deadlineMs, host);
    socket.connect(options.port[index] ?? options.port[0] ?? 5432, host);
    return socket;
  };
}
