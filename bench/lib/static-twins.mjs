// Static twins: the exact bytes of an API answer written into the built web app, so the same server can
// serve them as plain static files; the comparison the throughput ratios are made against. The server
// lists static files when it starts, so twins are written before the measuring server starts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { WEB_DIST } from './paths.mjs';

const TWINS_FOLDER = 'bench-static';

/** Writes each twin `{ name, bytes }` (with .br and .gz copies, as the build makes, for text) and returns its path. */
export function writeTwins(twins) {
  const folder = path.join(WEB_DIST, TWINS_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  const paths = {};
  for (const { name, bytes } of twins) {
    const file = path.join(folder, name);
    fs.writeFileSync(file, bytes);
    if (name.endsWith('.json')) {
      const brotli = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY };
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, { params: brotli }));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
    }
    paths[name] = `/${TWINS_FOLDER}/${name}`;
  }
  return paths;
}

/** Removes every twin, so the built app is left as the build made it. */
export function removeTwins() {
  fs.rmSync(path.join(WEB_DIST, TWINS_FOLDER), { recursive: true, force: true });
}
