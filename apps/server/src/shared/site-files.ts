import fs from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';

/** The site files shipped with Marquee (the defaults): the repository's site/ folder. */
export const SHIPPED_SITE_DIR = path.resolve(import.meta.dirname, '../../../../site');

/** How often a file is looked at again for changes; an operator's edit shows within this time. */
const RECHECK_MS = 1_000;

interface TCachedFile {
  checkedAt: number;
  /** Which file was read and its modification time and size, to notice an edit. */
  stamp: string;
  value: unknown;
}

interface TLogger {
  warn: (details: object, message: string) => void;
}

/**
 * The operator-editable site files (JSON under SITE_DIR: announcements, info boxes, ads, donation addresses,
 * contact details...), so they change without touching code. A file absent from SITE_DIR is read from the
 * shipped defaults. Each is validated with its schema and kept in memory until it changes; a file that does
 * not parse or validate is logged and the last good content (or the shipped default) is served instead, so
 * a typo never takes a page down.
 */
export class SiteFiles {
  private readonly cache = new Map<string, TCachedFile>();
  private readonly shippedDir: string;

  constructor(
    private readonly operatorDir: string | undefined,
    private readonly options: { shippedDir?: string; logger?: TLogger; now?: () => number } = {},
  ) {
    this.shippedDir = options.shippedDir ?? SHIPPED_SITE_DIR;
  }

  /** The content of site file `name` (e.g. 'ads.json'), as its schema gives it. */
  async read<S extends z.ZodType>(name: string, schema: S): Promise<z.output<S>> {
    const now = (this.options.now ?? Date.now)();
    const cached = this.cache.get(name);
    if (cached && now - cached.checkedAt < RECHECK_MS) return cached.value as z.output<S>;

    const file = await this.locate(name);
    const stat = await fs.stat(file);
    const stamp = `${file}:${stat.mtimeMs}:${stat.size}`;
    if (cached && cached.stamp === stamp) {
      cached.checkedAt = now;
      return cached.value as z.output<S>;
    }
    let value: z.output<S>;
    try {
      value = await parseFile(file, schema);
    } catch (error) {
      this.options.logger?.warn(
        { file, problem: (error as Error).message },
        'site file ignored: it is not valid',
      );
      value = cached
        ? (cached.value as z.output<S>)
        : await parseFile(path.join(this.shippedDir, name), schema);
    }
    this.cache.set(name, { checkedAt: now, stamp, value });
    return value;
  }

  private async locate(name: string): Promise<string> {
    if (this.operatorDir) {
      const own = path.join(this.operatorDir, name);
      const found = await fs.stat(own).then(
        (s) => s.isFile(),
        () => false,
      );
      if (found) return own;
    }
    return path.join(this.shippedDir, name);
  }
}

async function parseFile<S extends z.ZodType>(file: string, schema: S): Promise<z.output<S>> {
  const text = await fs.readFile(file, 'utf8');
  const result = schema.safeParse(JSON.parse(text));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${issue?.path.join('.') || '(top)'}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's site files, for the features that read them (notices, donations, stats, site info). */
    siteFiles: SiteFiles;
  }
}
