// npm run segments:import -- FILE
// Imports a segments file (the format GET /api/segments/export writes; see README.md) into the database the
// environment names (DATABASE_URL, else PGlite under DATA_DIR, through the running server when there is one).
// Prints how many rows were imported and each refused row with its reason; exits 1 when the file is not a
// segments file or a row was refused (the plausible rows are imported all the same).
import path from 'node:path';
import { ConfigError, loadConfig } from '../config/config.ts';
import { openDatabase } from '../db/client.ts';
import { importSegmentRows, readSegmentsFile, SegmentsFileError } from './import-segments.ts';
import { SegmentsRepository } from './segments.repository.ts';

const USAGE = 'Usage: npm run segments:import -- FILE';

/** The command itself, on the environment `env` names; returns its exit code. */
export async function runSegmentsImport(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  if (args.length !== 1 || args[0] === '--help') {
    console.error(USAGE);
    return args[0] === '--help' ? 0 : 2;
  }
  // npm runs scripts from the repo root; the name is relative to where the command was typed.
  const file = path.resolve(env.INIT_CWD ?? process.cwd(), args[0]!);
  try {
    const { rows, refused } = readSegmentsFile(file);
    const config = loadConfig(env);
    const database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: 0,
      joinRunningServer: true,
    });
    try {
      const written = await importSegmentRows(new SegmentsRepository(database.db), rows);
      console.log(`Imported ${written} segment${written === 1 ? '' : 's'} from ${path.basename(file)}`);
    } finally {
      await database.close();
    }
    for (const { row, reason } of refused) console.error(`Refused row ${row}: ${reason}`);
    return refused.length > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof SegmentsFileError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    console.error(`Import failed: ${(error as Error).message}`);
    return 1;
  }
}

// Run as a command, not when a test imports it.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  process.exitCode = await runSegmentsImport(process.argv.slice(2));
}
