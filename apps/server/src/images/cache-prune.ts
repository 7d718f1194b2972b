import fs from 'node:fs/promises';
import path from 'node:path';

/** A file being written is named *.tmp; one older than this was left by a crash and can go. */
const STALE_TEMPORARY_MS = 10 * 60_000;

interface TEntry {
  file: string;
  size: number;
  mtimeMs: number;
}

async function listFiles(folder: string, into: TEntry[]): Promise<void> {
  const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      await listFiles(file, into);
    } else if (entry.isFile()) {
      const stat = await fs.stat(file).catch(() => undefined);
      if (stat) into.push({ file, size: stat.size, mtimeMs: stat.mtimeMs });
    }
  }
}

/** Removes a file that may already be gone (another prune, or a request rewrote it). */
const remove = (file: string) => fs.rm(file, { force: true }).catch(() => {});

/**
 * Keeps the files under `root` within `maxBytes`: when over, the least recently used files (the cache
 * touches a file when it serves it) are removed first, down to `targetBytes`. Returns the bytes left.
 */
export async function pruneFolder(root: string, maxBytes: number, targetBytes: number): Promise<number> {
  const entries: TEntry[] = [];
  await listFiles(root, entries);
  const now = Date.now();
  let total = 0;
  const files: TEntry[] = [];
  for (const entry of entries) {
    if (entry.file.endsWith('.tmp')) {
      if (now - entry.mtimeMs > STALE_TEMPORARY_MS) await remove(entry.file);
      continue;
    }
    total += entry.size;
    files.push(entry);
  }
  if (total <= maxBytes) return total;
  files.sort((a, b) => a.mtimeMs - b.mtimeMs);
  // The newest file stays whatever its size: it is the one just asked for.
  for (const entry of files.slice(0, -1)) {
    if (total <= targetBytes) break;
    await remove(entry.file);
    total -= entry.size;
  }
  return total;
}
