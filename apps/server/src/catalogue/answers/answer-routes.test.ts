import { catalogueEndpoints } from '@marquee/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { answerRoutes } from './answer-routes.ts';
import { AnswerStore } from './answer-store.ts';
import { CatalogueAnswers } from './catalogue-answers.ts';
import { fixedVersions } from './answer-versions.ts';

describe('catalogue answer routes', () => {
  it('keep and send only the fields the route declares, built once for every request', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const answers = new CatalogueAnswers(
      'tmdb',
      new AnswerStore({ maxBytes: 1_000_000 }),
      fixedVersions('test'),
    );
    let builds = 0;
    answerRoutes(app, answers)(catalogueEndpoints.genreList, 'genres', async () => {
      builds += 1;
      const genre = { id: 18, name: 'Drama', internal_note: 'not for visitors' };
      return { genres: [genre], upstream_debug: { key: 'secret' } };
    });
    const url = '/api/tmdb/3/genre/movie/list';
    const first = await app.inject({ url });
    const second = await app.inject({ url });
    await app.close();
    expect(first.json()).toEqual({ genres: [{ id: 18, name: 'Drama' }] });
    expect(second.body).toBe(first.body);
    expect(builds).toBe(1);
  });
});
