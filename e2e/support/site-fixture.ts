import fs from 'node:fs';
import path from 'node:path';

/** The e2e server's site.json (e2e/fixtures/site/): its own contact addresses and community links. */
export interface TFixtureSite {
  contactEmail: string;
  dmcaEmail: string;
  community: { name: string; url: string }[];
}

export const FIXTURE_SITE = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/site/site.json'), 'utf8'),
) as TFixtureSite;
