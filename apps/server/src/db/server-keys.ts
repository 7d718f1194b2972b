import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDb } from './client.ts';
import { appMeta } from './schema.ts';

/**
 * A secret key of the server's, kept in app_meta under `name`: made by whichever instance asks first, so
 * every instance signs and checks with the same one. Read once; asked again after a failed read.
 */
export function serverKey(db: TDb, name: string): () => Promise<Buffer> {
  let key: Promise<Buffer> | undefined;
  async function load(): Promise<Buffer> {
    await db
      .insert(appMeta)
      .values({ key: name, value: randomBytes(32).toString('base64') })
      .onConflictDoNothing();
    const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, name));
    if (typeof row?.value !== 'string') throw new Error(`The server key ${name} is missing`);
    return Buffer.from(row.value, 'base64');
  }
  return () => {
    key ??= load().catch((error: unknown) => {
      key = undefined; // asked again next time (the database may have been busy)
      throw error;
    });
    return key;
  };
}
