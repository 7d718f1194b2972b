import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../shared/errors.ts';
import { sessionTokenOf } from './session-cookie.ts';
import type { SessionStore, TSignedIn } from './sessions.ts';

/** Who is calling: the session behind the request's token, or an 'Unauthorized' (401) error. */
export class Authenticator {
  constructor(readonly sessions: SessionStore) {}

  async optional(request: FastifyRequest): Promise<TSignedIn | undefined> {
    const token = sessionTokenOf(request);
    return token ? this.sessions.find(token) : undefined;
  }

  async require(request: FastifyRequest): Promise<TSignedIn> {
    const signedIn = await this.optional(request);
    if (!signedIn) throw new UnauthorizedError();
    return signedIn;
  }
}
