// `npm run routes`: writes routes.generated.ts; with --check, fails when it is not up to date instead.
import fs from 'node:fs';
import { renderRouteTable, ROUTE_TABLE_FILE } from './route-table.ts';

const text = await renderRouteTable();
const current = fs.existsSync(ROUTE_TABLE_FILE) ? fs.readFileSync(ROUTE_TABLE_FILE, 'utf8') : '';
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error(`${ROUTE_TABLE_FILE} is out of date: run npm run routes`);
    process.exitCode = 1;
  }
} else if (current !== text) {
  fs.writeFileSync(ROUTE_TABLE_FILE, text);
  console.log(`wrote ${ROUTE_TABLE_FILE}`);
}
