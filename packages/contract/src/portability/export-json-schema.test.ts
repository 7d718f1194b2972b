import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXPORT_SCHEMA_FILE, exportJsonSchema } from './export-json-schema.ts';

describe('the export JSON Schema file', () => {
  it('is the one the export declaration gives (UPDATE_EXPORT_SCHEMA=1 rewrites it; then run prettier on it)', () => {
    if (process.env.UPDATE_EXPORT_SCHEMA === '1') fs.writeFileSync(EXPORT_SCHEMA_FILE, exportJsonSchema());
    expect(JSON.parse(fs.readFileSync(EXPORT_SCHEMA_FILE, 'utf8'))).toEqual(JSON.parse(exportJsonSchema()));
  });
});
