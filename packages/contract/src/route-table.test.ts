import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderRouteTable, ROUTE_TABLE_FILE } from './route-table.ts';

describe('the web app route table', () => {
  it('is generated from the current endpoint declarations (npm run routes writes it)', async () => {
    expect(fs.readFileSync(ROUTE_TABLE_FILE, 'utf8')).toBe(await renderRouteTable());
  });
});
