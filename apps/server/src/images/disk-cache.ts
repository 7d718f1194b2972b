import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** An image ready to send: its bytes, media type and entity tag. */
export interface TImageFile {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

/** A strong entity tag from the bytes themselves, so every instance gives the same tag for the same image. */
export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

export function imageFile(bytes: Buffer, file: string): TImageFile {
  return {
    bytes,
    contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    etag: etagOf(bytes),
  };
}

/**
 * Images kept on disk under one folder, each produced once: concurrent requests for a missing file share
 * one production, and files are written whole (to a temporary name, then renamed) so a reader never sees
 * half a file.
 */
export class DiskCache {
  private readonly pending = new Map<string, Promise<Buffer>>();
  /** How many files were produced (not found on disk); tests read it. */
  produced = 0;

  constructor(readonly root: string) {}

  private resolve(file: string): string {
    const full = path.resolve(this.root, file);
    // Callers pass checked names; this guards the folder even if one did not.
    if (!full.startsWith(path.resolve(this.root) + path.sep)) {
      throw new Error(`Cache path escapes its folder: ${file}`);
    }
    return full;
  }

  async read(file: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.resolve(file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async write(file: string, bytes: Buffer): Promise<void> {
    const full = this.resolve(file);
    await fs.mkdir(path.dirname(full), { recursive: true });
    const temporary = `${full}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, full);
  }

  /** The cached file, or what produce() gives (then stored). */
  async getOrCreate(file: string, produce: () => Promise<Buffer>): Promise<TImageFile> {
    const cached = await this.read(file);
    if (cached) return imageFile(cached, file);
    let job = this.pending.get(file);
    if (!job) {
      job = (async () => {
        const bytes = await produce();
        this.produced += 1;
        await this.write(file, bytes);
        return bytes;
      })().finally(() => this.pending.delete(file));
      this.pending.set(file, job);
    }
    return imageFile(await job, file);
  }
}
