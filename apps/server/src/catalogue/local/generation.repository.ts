// Generations: tokens in app_meta that change whenever what the catalogue answers may have changed, so every
// server instance (and a separate importer process) can tell its cached answers are out of date.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';

/** `catalogue` moves with imports (every answer), `activity` with plays and bookmarks (trending only). */
export type TGenerationName = 'catalogue' | 'activity';
export type TGenerations = Record<TGenerationName, string>;

const META_KEYS: Record<TGenerationName, string> = {
  catalogue: 'catalogue-generation',
  activity: 'activity-generation',
};

/** Gives a generation a new random token: random, so two databases sharing one Redis never share a token. */
export async function bumpGeneration(db: TDb, name: TGenerationName): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: META_KEYS[name], value: randomUUID() })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: randomUUID(), updatedAt: new Date() } });
}

async function selectGenerations(db: TDb): Promise<Partial<TGenerations>> {
  const rows = await db
    .select({ key: appMeta.key, value: appMeta.value })
    .from(appMeta)
    .where(inArray(appMeta.key, Object.values(META_KEYS)));
  const byKey = new Map(rows.map((row) => [row.key, String(row.value)]));
  return { catalogue: byKey.get(META_KEYS.catalogue), activity: byKey.get(META_KEYS.activity) };
}

/** The current tokens; a database that has none yet gets its first ones. One small query when they exist. */
export async function readGenerations(db: TDb): Promise<TGenerations> {
  let found = await selectGenerations(db);
  if (found.catalogue === undefined || found.activity === undefined) {
    await db
      .insert(appMeta)
      .values(Object.values(META_KEYS).map((key) => ({ key, value: randomUUID() })))
      .onConflictDoNothing();
    found = await selectGenerations(db);
  }
  return { catalogue: found.catalogue ?? '', activity: found.activity ?? '' };
}
