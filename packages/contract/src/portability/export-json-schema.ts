import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ZMarqueeExport } from './portability.schemas.ts';

/** Where the export's JSON Schema is kept in the repository, for anyone who reads or writes the file. */
export const EXPORT_SCHEMA_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../schemas/marquee-export.schema.json',
);

/** The export's JSON Schema, written from its declaration (ZMarqueeExport), as the file holds it. */
export function exportJsonSchema(): string {
  const schema = z.toJSONSchema(ZMarqueeExport, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
  });
  return `${JSON.stringify({ $id: 'https://marquee.invalid/schemas/marquee-export.schema.json', ...schema }, null, 2)}\n`;
}
