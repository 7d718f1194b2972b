// A stand-in for TMDB v3 in tests: serves the fixtures under test/fixtures/tmdb by path, records every request,
// and can be told to fail (429 with Retry-After, 5xx, 401, hang, broken JSON, dropped connection).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const FIXTURES_DIR = path.resolve(import.meta.dirname, '../fixtures/tmdb');

export interface TRecordedRequest {
  /** The TMDB path, without the base: `/movie/1001`. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
}

export type TFakeFailure =
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'hang' }
  | { kind: 'invalid-json' }
  | { kind: 'drop' };

interface TRule {
  failure: TFakeFailure;
  remaining: number;
  path: string | undefined;
}

const tmdbError = (status_code: number, status_message: string) =>
  JSON.stringify({ success: false, status_code, status_message });
const NOT_FOUND = tmdbError(34, 'The resource you requested could not be found.');
const BAD_KEY = tmdbError(7, 'Invalid API key: You must be granted a valid key.');
const STATUS_BODIES: Record<number, string> = {
  401: BAD_KEY,
  404: NOT_FOUND,
  429: tmdbError(25, 'Your request count (41) is over the allowed limit of 40.'),
  500: tmdbError(11, 'Internal error: Something went wrong, contact TMDB.'),
  503: tmdbError(9, 'Service offline: This service is temporarily offline, try again later.'),
};

async function readFixture(tmdbPath: string): Promise<unknown> {
  if (!/^\/[a-z0-9_/]+$/.test(tmdbPath) || tmdbPath.includes('//')) return undefined;
  try {
    return JSON.parse(await readFile(path.join(FIXTURES_DIR, `${tmdbPath}.json`), 'utf8'));
  } catch {
    return undefined;
  }
}

/** The fixture of a path with its append_to_response parts merged in, as TMDB answers. */
async function answerFor(tmdbPath: string, query: Record<string, string>): Promise<unknown> {
  const base = await readFixture(tmdbPath);
  if (base === undefined) return undefined;
  const parts = (query.append_to_response ?? '').split(',').filter(Boolean);
  const appended: Record<string, unknown> = {};
  for (const part of parts) {
    const extra = await readFixture(`${tmdbPath}/${part}`);
    if (extra !== undefined) appended[part] = extra;
  }
  return { ...(base as object), ...appended };
}

/** What the fixture at a path is, read from disk (for expectations). */
export async function fixture<T = Record<string, unknown>>(
  tmdbPath: string,
  append: string[] = [],
): Promise<T> {
  return (await answerFor(tmdbPath, { append_to_response: append.join(',') })) as T;
}

export class FakeTmdb {
  /** Every request received, oldest first. */
  readonly requests: TRecordedRequest[] = [];
  /** While set, every answer waits for it, so concurrent calls overlap. */
  private held: Promise<void> | undefined;
  private release: () => void = () => {};
  private rules: TRule[] = [];
  private answers = new Map<string, object>();

  private constructor(
    private readonly server: http.Server,
    /** The base URL to give as TMDB_API_URL; its random path keeps each fake's cache keys apart. */
    readonly url: string,
    private readonly basePath: string,
    readonly token: string,
  ) {}

  /** Starts a fake on 127.0.0.1 with a free port; it accepts only `Bearer {token}`. */
  static async start(token = 'test-token'): Promise<FakeTmdb> {
    const basePath = `/${randomBytes(6).toString('hex')}/3`;
    const handler: { fake?: FakeTmdb } = {};
    const server = http.createServer((req, res) => {
      void handler.fake?.handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fake = new FakeTmdb(server, `http://127.0.0.1:${port}${basePath}`, basePath, token);
    handler.fake = fake;
    return fake;
  }

  /** The requests received for one TMDB path. */
  callsTo(tmdbPath: string): TRecordedRequest[] {
    return this.requests.filter((r) => r.path === tmdbPath);
  }

  /** The next `times` requests (to `path` only, if given) fail this way. */
  failNext(failure: TFakeFailure, options: { times?: number; path?: string } = {}): void {
    this.rules.push({ failure, remaining: options.times ?? 1, path: options.path });
  }

  /** Every request fails this way until reset(). */
  failAlways(failure: TFakeFailure, options: { path?: string } = {}): void {
    this.failNext(failure, { ...options, times: Infinity });
  }

  /** Answers `GET {tmdbPath}` with `answer` instead of its fixture from now on (what TMDB says has changed). */
  answerWith(tmdbPath: string, answer: object): void {
    this.answers.set(tmdbPath, answer);
  }

  /** Holds every answer until the returned function is called. */
  hold(): () => void {
    this.held = new Promise((resolve) => (this.release = resolve));
    return () => this.letGo();
  }

  /** Forgets recorded requests and failures, and lets held answers go. */
  reset(): void {
    this.requests.length = 0;
    this.rules = [];
    this.letGo();
  }

  private letGo(): void {
    this.held = undefined;
    this.release();
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const inBase = url.pathname.startsWith(`${this.basePath}/`);
    const tmdbPath = inBase ? url.pathname.slice(this.basePath.length) : url.pathname;
    const query = Object.fromEntries(url.searchParams);
    this.requests.push({ path: tmdbPath, query, headers: req.headers });
    await this.held;

    const rule = this.rules.find((r) => r.remaining > 0 && (r.path === undefined || r.path === tmdbPath));
    if (rule) {
      rule.remaining -= 1;
      this.fail(rule.failure, res);
      return;
    }
    if (req.headers.authorization !== `Bearer ${this.token}`) return send(res, 401, BAD_KEY);
    const answer = inBase ? (this.answers.get(tmdbPath) ?? (await answerFor(tmdbPath, query))) : undefined;
    if (answer === undefined) return send(res, 404, NOT_FOUND);
    send(res, 200, JSON.stringify(answer));
  }

  private fail(failure: TFakeFailure, res: ServerResponse): void {
    switch (failure.kind) {
      case 'hang':
        return;
      case 'drop':
        res.socket?.destroy();
        return;
      case 'invalid-json':
        return send(res, 200, '{"page": 1, "results": [');
      case 'status': {
        const headers: Record<string, string> =
          failure.retryAfter !== undefined ? { 'retry-after': failure.retryAfter } : {};
        const body = STATUS_BODIES[failure.status] ?? tmdbError(11, 'Internal error.');
        return send(res, failure.status, body, headers);
      }
    }
  }
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
  res.end(body);
}
