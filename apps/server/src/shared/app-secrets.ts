import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';

/** How many random bytes a secret has: the size of an HMAC-SHA256 key. */
const SECRET_BYTES = 32;

/**
 * The secret kept in app_meta under `name`: read from the database, made there first by whichever process
 * asks first (an instance, or a command beside the server), so all of them sign and check with the same one.
 */
export async function readOrMakeSecret(db: TDb, name: string): Promise<Buffer> {
  await db
    .insert(appMeta)
    .values({ key: name, value: randomBytes(SECRET_BYTES).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, name));
  if (typeof row?.value !== 'string') throw new Error(`The secret ${name} is missing`);
  return Buffer.from(row.value, 'base64');
}

/** `readOrMakeSecret`, asked once per process; a failed read (the database busy) is tried again next time. */
export function secretOnce(db: TDb, name: string): () => Promise<Buffer> {
  let secret: Promise<Buffer> | undefined;
  return () => {
    secret ??= readOrMakeSecret(db, name).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
}
