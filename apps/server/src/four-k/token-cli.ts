// npm run token -- --name NAME [--days N]
// Mints a 4K token for NAME and prints it on stdout alone, so it can be piped; what it is goes to stderr. It is
// signed with PREMIUM_KEY (from the environment, or the .env file the server reads) when set, else with the key
// kept in the server's database (made there if it has none), read through the running server when one runs on
// DATA_DIR (the embedded database's files open in one process only). Exit 2 on a usage error, 1 on a failure.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type TConfig } from '../config/config.ts';
import { openDatabase } from '../db/client.ts';
import { runningDatabaseSocket } from '../db/embedded-database.ts';
import { fourKKeySource } from './four-k-key.ts';
import {
  checkMintOptions,
  mintToken,
  TOKEN_DEFAULT_DAYS,
  TokenMintError,
  type TFourKKey,
} from './four-k-tokens.ts';

const USAGE = 'Usage: npm run token -- --name NAME [--days N]';

/** PREMIUM_KEY, or the key in the database the server uses. */
async function fourKKeyOf(config: TConfig): Promise<TFourKKey> {
  if (config.premiumKey) return config.premiumKey;
  if (!config.databaseUrl && (await runningDatabaseSocket(config.dataDir))) {
    console.error(`A Marquee server is running on ${config.dataDir}: reading its premium key through it`);
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    joinRunningServer: true,
  });
  try {
    return await fourKKeySource(undefined, database.db)();
  } finally {
    await database.close();
  }
}

async function main(args: string[]): Promise<number> {
  let values: { name?: string | undefined; days?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args,
      options: { name: { type: 'string' }, days: { type: 'string' }, help: { type: 'boolean' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(
      `${USAGE}\nMints a 4K token for NAME that lasts N days (${TOKEN_DEFAULT_DAYS} unless --days says otherwise).`,
    );
    return 0;
  }
  if (!values.name?.trim()) {
    console.error(`--name is required: whom the token is for.\n${USAGE}`);
    return 2;
  }
  const days = values.days === undefined ? TOKEN_DEFAULT_DAYS : Number(values.days);
  try {
    process.loadEnvFile?.('.env');
  } catch {
    // no .env file: the environment alone configures the command
  }
  try {
    const config = loadConfig();
    // The name and days are checked before the database is opened.
    const options = checkMintOptions({ name: values.name, days });
    const token = await mintToken(await fourKKeyOf(config), options);
    console.error(`4K token for ${options.name}, valid for ${days} day${days === 1 ? '' : 's'}:`);
    console.log(token);
    return 0;
  } catch (error) {
    if (error instanceof TokenMintError) {
      console.error(`${error.message}\n${USAGE}`);
      return 2;
    }
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('Minting failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
