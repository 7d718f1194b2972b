import { describe, expect, it } from 'vitest';
import { currentRouteTable, renderRouteTable } from './route-table.ts';

describe('the web app route table', () => {
  it('is generated from the current endpoint declarations (npm run routes writes it)', async () => {
    expect(currentRouteTable()).toEqual(await renderRouteTable());
  });
});
