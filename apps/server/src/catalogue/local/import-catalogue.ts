// The catalogue importer: reads and validates a TMDB-shaped file, then writes its rows.
import fs from 'node:fs';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { buildImportRows } from './import-rows.ts';
import { ZImportFileByKind, ZImportFileList, type TImportFile } from './import-schema.ts';
import { writeImportRows, type TCounts, type TImportSummary } from './import.repository.ts';

/** A file that cannot be imported; the message says why in words a person can act on. */
export class ImportFileError extends Error {}

/** How many problems of an invalid file are listed before '... and N more'. */
const ISSUES_SHOWN = 10;

/** Today's date (UTC) as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Validates parsed JSON as an import file; an invalid one throws an ImportFileError listing its problems. */
export function parseImportFile(data: unknown, source = 'The file'): TImportFile {
  if (data === null || typeof data !== 'object') {
    throw new ImportFileError(
      `${source} must hold a JSON object { "movies": [...], "tv": [...] } or an array.`,
    );
  }
  const parsed = Array.isArray(data) ? ZImportFileList.safeParse(data) : ZImportFileByKind.safeParse(data);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.slice(0, ISSUES_SHOWN).map((issue) => `  ${describeIssue(data, issue)}`);
  const more = parsed.error.issues.length - ISSUES_SHOWN;
  if (more > 0) lines.push(`  ... and ${more} more`);
  return failWith(`${source} is not a valid catalogue import file:\n${lines.join('\n')}`);
}

function failWith(message: string): never {
  throw new ImportFileError(message);
}

function describeIssue(data: object, issue: z.core.$ZodIssue): string {
  // The item's own place comes first, then its title, then the field: tv[0] ("Breaking Bad").first_air_date
  const itemDepth = Array.isArray(data) ? 1 : 2;
  const item = pathText(issue.path.slice(0, itemDepth), true);
  const field = pathText(issue.path.slice(itemDepth), false);
  return `${item || '(top level)'}${titleAt(data, issue.path.slice(0, itemDepth))}${field}: ${issue.message}`;
}

function pathText(path: PropertyKey[], isStart: boolean): string {
  return path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : i === 0 && isStart ? String(part) : `.${String(part)}`,
    )
    .join('');
}

/** The title or name of the item at a path, so a person can find it in a large file. */
function titleAt(data: object, itemPath: PropertyKey[]): string {
  let item: unknown = data;
  for (const part of itemPath) item = (item as Record<PropertyKey, unknown> | undefined)?.[part];
  if (!item || typeof item !== 'object') return '';
  const { title, name } = item as { title?: unknown; name?: unknown };
  const label =
    typeof title === 'string' && title ? title : typeof name === 'string' && name ? name : undefined;
  return label ? ` ("${label}")` : '';
}

/** Reads, parses and validates an import file from disk. */
export function readImportFile(filePath: string): TImportFile {
  let text: string;
  try {
    text = fs.readFileSync(filePath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (error as Error).message;
    return failWith(`Cannot read ${filePath}: ${reason}.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return failWith(`${filePath} is not valid JSON: ${(error as Error).message}`);
  }
  return parseImportFile(data, filePath);
}

/** Imports a validated file: upserts its titles, seasons, episodes, people and credits. */
export async function importCatalogue(
  db: TDb,
  file: TImportFile,
  today = todayIso(),
): Promise<TImportSummary> {
  return writeImportRows(db, buildImportRows(file, today));
}

/** Sums the summaries of several imports. */
export function addSummaries(a: TImportSummary, b: TImportSummary): TImportSummary {
  const sum = (x: TCounts, y: TCounts): TCounts => ({
    added: x.added + y.added,
    updated: x.updated + y.updated,
    unchanged: x.unchanged + y.unchanged,
  });
  return {
    titles: sum(a.titles, b.titles),
    seasons: sum(a.seasons, b.seasons),
    episodes: sum(a.episodes, b.episodes),
    people: sum(a.people, b.people),
    credits: { ...sum(a.credits, b.credits), removed: a.credits.removed + b.credits.removed },
  };
}

/** One line per kind of row, e.g. 'titles: 3 added, 1 updated, 0 unchanged'. */
export function formatSummary(summary: TImportSummary): string {
  return Object.entries(summary)
    .map(([kind, c]: [string, TImportSummary['credits']]) => {
      const removed = c.removed ? `, ${c.removed} removed` : '';
      return `${kind}: ${c.added} added, ${c.updated} updated, ${c.unchanged} unchanged${removed}`;
    })
    .join('\n');
}
