// npm run catalogue:import -- FILE [FILE ...]
// Imports TMDB-shaped catalogue files into the database the environment names (DATABASE_URL, else PGlite
// under DATA_DIR) and prints what was added, updated and unchanged. A bad file exits 1 with the reason.
// PGlite's files open in one process only: while a server runs on DATA_DIR, the import goes through it.
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config/config.ts';
import { openDatabase } from '../../db/client.ts';
import { runningDatabaseSocket } from '../../db/embedded-database.ts';
import { formatSummary, ImportFileError, importCatalogue, readImportFile } from './import-catalogue.ts';

const USAGE = 'Usage: npm run catalogue:import -- FILE [FILE ...]';

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args.includes('--help')) {
    console.error(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  // npm runs scripts from the repo root; names are relative to where the command was typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  const files = args.map((arg) => path.resolve(base, arg));
  try {
    // Every file is checked before the database is opened, so a bad one changes nothing.
    const parsed = files.map((file) => ({ file, data: readImportFile(file) }));
    const config = loadConfig();
    if (!config.databaseUrl && (await runningDatabaseSocket(config.dataDir))) {
      console.log(`A Marquee server is running on ${config.dataDir}: importing through it`);
    }
    // An operator's import may take long: no statement timeout of its own.
    const database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: 0,
      joinRunningServer: true,
    });
    try {
      for (const { file, data } of parsed) {
        const summary = await importCatalogue(database.db, data);
        console.log(`Imported ${path.relative(base, file) || file}\n${indent(formatSummary(summary))}`);
      }
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof ImportFileError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    console.error(`Import failed: ${(error as Error).message}`);
    return 1;
  }
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

process.exitCode = await main(process.argv.slice(2));
