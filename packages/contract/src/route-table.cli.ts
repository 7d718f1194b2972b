// `npm run routes`: writes route-table/; with --check, fails when it is not up to date instead.
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { currentRouteTable, renderRouteTable, ROUTE_TABLE_DIR } from './route-table.ts';

const wanted = await renderRouteTable();
const current = currentRouteTable();
if (process.argv.includes('--check')) {
  if (!isDeepStrictEqual(current, wanted)) {
    console.error(`${ROUTE_TABLE_DIR} is out of date: run npm run routes`);
    process.exitCode = 1;
  }
} else {
  fs.mkdirSync(ROUTE_TABLE_DIR, { recursive: true });
  for (const file of current.keys()) if (!wanted.has(file)) fs.rmSync(path.join(ROUTE_TABLE_DIR, file));
  for (const [file, text] of wanted) {
    if (current.get(file) !== text) fs.writeFileSync(path.join(ROUTE_TABLE_DIR, file), text);
  }
}
