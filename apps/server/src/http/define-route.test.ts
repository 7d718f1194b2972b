import { endpoint, rawAnswer } from '@marquee/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, serializeAnswer } from './define-route.ts';

const ZUserAnswer = z.object({ name: z.string(), profile: z.object({ city: z.string() }) });
const userEndpoint = endpoint({ method: 'GET', path: '/user', response: ZUserAnswer });
/** What a careless handler might return: the stored row, secrets included. */
const storedUser = {
  name: 'Ada',
  passwordHash: 'argon2id$…',
  profile: { city: 'London', email: 'ada@example.com' },
};

/** An app with the server's zod compilers and one route whose handler answers `answer` with `status`. */
async function appAnswering(answer: object, status = 200) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  defineRoute(
    app,
    userEndpoint,
    async ({ reply }) => {
      reply.status(status);
      return answer as z.output<typeof ZUserAnswer>;
    },
    { statuses: [503] },
  );
  return app;
}

describe('defineRoute', () => {
  it('sends only the fields the response schema declares, at any depth', async () => {
    const app = await appAnswering(storedUser);
    const res = await app.inject({ url: '/user' });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Ada', profile: { city: 'London' } });
  });

  it('writes the answers of the statuses it is given through the schema too', async () => {
    const app = await appAnswering(storedUser, 503);
    const res = await app.inject({ url: '/user' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ name: 'Ada', profile: { city: 'London' } });
  });

  it('sends the bytes of a raw answer as they are', async () => {
    const app = Fastify();
    app.setSerializerCompiler(serializerCompiler);
    const qr = endpoint({ method: 'GET', path: '/qr', response: rawAnswer<string>(['image/svg+xml']) });
    defineRoute(
      app,
      qr,
      async ({ reply }) => reply.type('image/svg+xml').send('<svg/>') as unknown as string,
    );
    const res = await app.inject({ url: '/qr' });
    await app.close();
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toBe('<svg/>');
  });
});

describe('serializeAnswer', () => {
  it('writes an answer kept as text (cached catalogue answers, notices) through the schema', () => {
    expect(JSON.parse(serializeAnswer(userEndpoint, storedUser))).toEqual({
      name: 'Ada',
      profile: { city: 'London' },
    });
  });
});
