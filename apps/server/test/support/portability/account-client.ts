import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

const ORIGIN = 'http://localhost:80';
export const PORTABILITY_FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/portability');
export const PASSWORD = 'a fine passphrase';

/** A fixture file's bytes. */
export const fixture = (name: string) => fs.readFileSync(path.join(PORTABILITY_FIXTURES, name));

let counter = 0;

/** Calls of one signed-in account (or of a new one each time signUp is called), from its own address. */
export class AccountClient {
  token = '';
  readonly address: string;

  constructor(
    private readonly app: FastifyInstance,
    readonly username = `port_${Date.now().toString(36)}_${++counter}`,
  ) {
    this.address = `10.26.${counter % 250}.${(counter >> 8) + 1}`;
  }

  async signUp(): Promise<this> {
    const res = await this.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      remoteAddress: this.address,
      payload: JSON.stringify({
        username: this.username,
        email: `${this.username}@example.org`,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    this.token = res.json<{ token: string }>().token;
    return this;
  }

  call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
    return this.app.inject({
      method,
      url,
      remoteAddress: this.address,
      headers: {
        origin: ORIGIN,
        authorization: `Bearer ${this.token}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  }

  /** Posts a file to the import, as the web app does: its bytes as the body, its name in the query. */
  upload(bytes: Buffer | string, options: { type: string; query?: Record<string, string> }) {
    const query = new URLSearchParams(options.query ?? {}).toString();
    return this.app.inject({
      method: 'POST',
      url: `/api/users/me/import${query ? `?${query}` : ''}`,
      remoteAddress: this.address,
      headers: { origin: ORIGIN, authorization: `Bearer ${this.token}`, 'content-type': options.type },
      payload: bytes,
    });
  }

  async json<T>(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<T> {
    const res = await this.call(method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<T>();
  }
}
