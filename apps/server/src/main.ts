import { ConfigError, loadConfig } from './config/config.ts';
import { createServer } from './server.ts';

// Settings may also come from a .env file beside package.json; the real environment wins.
try {
  process.loadEnvFile?.('.env');
} catch {
  // no .env file: the environment alone configures the server
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const server = await createServer(config);
  await server.app.listen({ port: config.port, host: config.host });
  const shown = config.publicOrigin ?? `http://localhost:${config.port}`;
  console.log(
    `Marquee is running on ${shown} (catalogue: ${config.catalogue}, database: ${server.database.engine}, cache: ${server.cache.kind})`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: closing Marquee...`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Marquee could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
