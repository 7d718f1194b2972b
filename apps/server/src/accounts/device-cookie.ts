import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../db/client.ts';
import { SigningKey } from '../shared/signing-key.ts';

/**
 * The device cookie: a browser that has signed in to an account gets one, signed by the server, naming that
 * account and a random device id. Its logins are then counted per device, apart from the strangers guessing
 * at the account, so they cannot lock its owner out of a device already used.
 */
const PLAIN_NAME = 'marquee_device';
const SECURE_NAME = '__Secure-marquee_device';
/** Only the login and sign-up calls need it. */
const COOKIE_PATH = '/api/auth';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const KEY_ROW = 'device-cookie-key';

const signedText = (userId: number, deviceId: string) => `device.${userId}.${deviceId}`;

export interface TKnownDevice {
  userId: number;
  deviceId: string;
}

export class DeviceCookies {
  private readonly key: SigningKey;

  constructor(db: TDb) {
    this.key = new SigningKey(db, KEY_ROW);
  }

  /** The account and device the request's device cookie names, when the server signed it. */
  async read(request: FastifyRequest): Promise<TKnownDevice | undefined> {
    const value = request.cookies[SECURE_NAME] ?? request.cookies[PLAIN_NAME];
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
    if (!match) return undefined;
    const userId = Number(match[1]);
    const deviceId = match[2]!;
    const isSigned = await this.key.verify(signedText(userId, deviceId), Buffer.from(match[3]!, 'base64url'));
    return isSigned ? { userId, deviceId } : undefined;
  }

  /** Marks this browser as a device of `userId` (keeping its device id when it already was one). */
  async set(reply: FastifyReply, userId: number, secure: boolean, deviceId?: string): Promise<void> {
    const id = deviceId ?? randomBytes(12).toString('base64url');
    const signature = (await this.key.sign(signedText(userId, id))).toString('base64url');
    reply.setCookie(secure ? SECURE_NAME : PLAIN_NAME, `${userId}.${id}.${signature}`, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: COOKIE_PATH,
      maxAge: MAX_AGE_SECONDS,
    });
  }
}
