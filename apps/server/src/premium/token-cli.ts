// npm run token -- --name NAME [--days N]
// Mints a 4K token for NAME, signed with PREMIUM_KEY (from the environment, or the .env file the server reads),
// and prints it on stdout alone, so it can be piped; what it is goes to stderr. Exit 2 on a usage error, 1 when
// there is no key.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/config.ts';
import { mintToken, TokenMintError } from './premium-tokens.ts';

const USAGE = 'Usage: npm run token -- --name NAME [--days N]';

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
    console.log(`${USAGE}\nMints a 4K token for NAME signed with PREMIUM_KEY; --days N makes it expire.`);
    return 0;
  }
  if (!values.name?.trim()) {
    console.error(`--name is required: whom the token is for.\n${USAGE}`);
    return 2;
  }
  const days = values.days === undefined ? undefined : Number(values.days);
  try {
    process.loadEnvFile?.('.env');
  } catch {
    // no .env file: the environment alone has the key
  }
  try {
    const { premiumKey } = loadConfig();
    if (!premiumKey) {
      console.error(
        'PREMIUM_KEY is not set: 4K is locked. Set it (a long random string) in the environment or .env, as the server has it.',
      );
      return 1;
    }
    const token = await mintToken(premiumKey, { name: values.name, days });
    const lasts =
      days === undefined ? 'until PREMIUM_KEY changes' : `for ${days} day${days === 1 ? '' : 's'}`;
    console.error(`4K token for ${values.name.trim()}, valid ${lasts}:`);
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
