// npm run donation:record -- --amount 5 [--currency USD] [--donor NAME] [--message TEXT] [--date YYYY-MM-DD]
// Opens the database the environment names (DATABASE_URL, else PGlite under DATA_DIR, through the running
// server when there is one) and records the donation.
import { ConfigError, loadConfig } from '../config/config.ts';
import { openDatabase } from '../db/client.ts';
import { recordDonationCommand } from './record-donation-command.ts';

async function main(): Promise<number> {
  try {
    return await recordDonationCommand(
      process.argv.slice(2),
      async () => {
        const config = loadConfig();
        return openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, joinRunningServer: true });
      },
      { out: (line) => console.log(line), err: (line) => console.error(line) },
    );
  } catch (error) {
    console.error(
      error instanceof ConfigError ? error.message : `Recording failed: ${(error as Error).message}`,
    );
    return 1;
  }
}

process.exitCode = await main();
