// A worker thread does not inherit the TypeScript loader of the process (Node 20), so it registers tsx first.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
