// Checks catalogue import files against the import schema and prints what they hold.
//   node --import tsx apps/server/scripts/validate-catalogue-file.ts FILE [FILE ...]
import fs from 'node:fs';
import { ZImportFile } from '../src/catalogue/local/import-schema.ts';

let failed = false;
for (const file of process.argv.slice(2)) {
  const parsed = ZImportFile.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    failed = true;
    console.log(`${file}: invalid`);
    for (const issue of parsed.error.issues.slice(0, 10)) {
      console.log(`  ${issue.path.join('.')}: ${issue.message}`);
    }
    continue;
  }
  const data = parsed.data;
  const movies = Array.isArray(data) ? data.filter((d) => d.media_type === 'movie') : data.movies;
  const tv = Array.isArray(data) ? data.filter((d) => d.media_type === 'tv') : data.tv;
  const episodes = tv.reduce(
    (n, series) => n + ('seasons' in series ? series.seasons.reduce((m, s) => m + s.episodes.length, 0) : 0),
    0,
  );
  console.log(`${file}: valid — ${movies.length} movies, ${tv.length} series, ${episodes} episodes`);
}
process.exit(failed ? 1 : 0);
