// The upgrade of existing accounts to profiles: a database migrated up to the migration before profiles,
// with accounts and their synced data, then migrated to the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type TEmbeddedDatabase } from '../db/embedded-database.ts';
import { testDatabases } from '../../test/helper.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');
const BEFORE_PROFILES = '0008_password_resets';

/** A copy of the migrations folder that ends at `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    fs.copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  }
  return dir;
}

describe.each(testDatabases())('upgrade to profiles on $name', (database) => {
  let sql: postgres.Sql;
  let embedded: TEmbeddedDatabase | undefined;
  let drop = async () => {};

  beforeAll(async () => {
    if (database.name === 'pglite') {
      embedded = await startEmbeddedDatabase({ dataDir: undefined, statementTimeoutMs: 0 });
      sql = postgres({
        path: embedded.socketPath,
        user: 'postgres',
        database: 'postgres',
        prepare: false,
        max: 1,
        onnotice: () => {},
      });
    } else {
      const created = await database.create();
      drop = created.drop;
      sql = postgres(created.url ?? '', { max: 1, onnotice: () => {} });
    }
  });
  afterAll(async () => {
    await sql?.end();
    await embedded?.close();
    await drop();
  });

  it("makes each account's first profile from its data, with nothing lost or duplicated", async () => {
    const before = migrationsUpTo(BEFORE_PROFILES);
    await migrate(drizzle(sql), { migrationsFolder: before });
    fs.rmSync(before, { recursive: true });

    const [ann] = await sql`insert into users (username, email, name, password_hash, token_4k)
      values ('ann', 'ann@example.org', 'Ann Lee', 'x', 'eyToken') returning id`;
    const [bob] = await sql`insert into users (username, email, name, password_hash)
      values ('bob', 'bob@example.org', '', 'x') returning id`;
    const [carl] = await sql`insert into users (username, email, password_hash)
      values ('carl', 'carl@example.org', 'x') returning id`;
    const annId = Number(ann?.id);
    const bobId = Number(bob?.id);
    const entry = (id: number) => JSON.stringify({ mediaId: id, mediaType: 'movie', category: 'watchlist' });
    await sql`insert into user_bookmarks (user_id, key, entry, updated_at) values
      (${annId}, 'movie:1:watchlist', ${entry(1)}::jsonb, 1), (${annId}, 'movie:2:watchlist', ${entry(2)}::jsonb, 2),
      (${bobId}, 'movie:1:watchlist', ${entry(1)}::jsonb, 3)`;
    await sql`insert into user_history (user_id, media_key, entry, updated_at) values
      (${annId}, '10', ${JSON.stringify({ id: 10 })}::jsonb, 4)`;
    await sql`insert into user_settings (user_id, settings, updated_at) values
      (${bobId}, ${JSON.stringify({ theme: 'light' })}::jsonb, 5)`;
    await sql`insert into sessions (token_hash, public_id, user_id, expires_at) values
      ('h1', 'p1', ${annId}, now() + interval '1 day')`;

    await migrate(drizzle(sql), { migrationsFolder: MIGRATIONS });

    const profiles = await sql`select id, user_id, name, name_key, kind, token_4k, pin_hash
      from profiles order by user_id`;
    expect(profiles.map((row) => [Number(row.user_id), row.name, row.name_key, row.kind])).toEqual([
      [annId, 'Ann Lee', 'ann lee', 'standard'],
      [bobId, 'bob', 'bob', 'standard'],
      [Number(carl?.id), 'carl', 'carl', 'standard'],
    ]);
    expect(profiles[0]?.token_4k).toBe('eyToken');
    expect(profiles.every((row) => row.pin_hash === null)).toBe(true);
    const profileOf = (userId: number) => profiles.find((row) => Number(row.user_id) === userId)?.id;

    const bookmarks = await sql`select profile_id, key, updated_at from user_bookmarks order by updated_at`;
    expect(bookmarks.map((row) => [row.profile_id, row.key, Number(row.updated_at)])).toEqual([
      [profileOf(annId), 'movie:1:watchlist', 1],
      [profileOf(annId), 'movie:2:watchlist', 2],
      [profileOf(bobId), 'movie:1:watchlist', 3],
    ]);
    const history = await sql`select profile_id, media_key, entry from user_history`;
    expect(history.map((row) => [row.profile_id, row.media_key, row.entry])).toEqual([
      [profileOf(annId), '10', { id: 10 }],
    ]);
    const settings = await sql`select profile_id, settings from user_settings`;
    expect(settings.map((row) => [row.profile_id, row.settings])).toEqual([
      [profileOf(bobId), { theme: 'light' }],
    ]);
    // A signed-in device goes on as the account's first profile.
    const [session] = await sql`select profile_id from sessions where public_id = 'p1'`;
    expect(session?.profile_id).toBe(profileOf(annId));
    // The data now belongs to the profile: deleting it takes its rows along.
    await sql`delete from profiles where id = ${profileOf(annId) ?? 0}`;
    expect((await sql`select count(*)::int as n from user_bookmarks`)[0]?.n).toBe(1);
  });
});
