// PLACEHOLDER (being replaced by the local-backend work in this session).
import type { TDb } from '../../db/client.ts';

export async function seedSampleCatalogue(_db: TDb): Promise<void> {}
