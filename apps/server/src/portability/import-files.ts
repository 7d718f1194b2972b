import {
  EXPORT_FORMAT,
  ImportFileError,
  isMovieWebBackup,
  LETTERBOXD_FILES,
  TRAKT_FILES,
  type TLetterboxdFile,
} from '@marquee/domain';
import type { IMPORT_FORMATS } from '@marquee/contract';
import { parse } from 'csv-parse/sync';
import { unzipEntries, ZIP_LIMITS, type TZipLimits } from './zip-entries.ts';

export type TImportFormat = (typeof IMPORT_FORMATS)[number];
export type TCsvRows = Record<string, string>[];

/** A file an import read, by its format, before its titles are matched. */
export type TImportSource =
  | { format: 'marquee' | 'movie-web'; json: unknown }
  | { format: 'trakt'; files: Map<string, unknown> }
  | { format: 'letterboxd'; files: Map<TLetterboxdFile, TCsvRows> };

/** A CSV row longer than this is refused (a real export's longest rows are diary reviews' tags). */
export const CSV_MAX_RECORD_BYTES = 64 * 1024;
/** More rows than this in one CSV are refused: far past any real export. */
export const CSV_MAX_ROWS = 100_000;

const FORMAT_NAMES: Record<TImportFormat, string> = {
  marquee: 'a Marquee export',
  trakt: 'a Trakt export',
  letterboxd: 'a Letterboxd export',
  'movie-web': 'a movie-web or P-Stream backup',
};

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * Text of a file, which must be UTF-8 (what every format read here writes). Another encoding is refused with
 * a message rather than guessed: a Latin-1 guess would write wrong titles into the account without a word.
 */
export function decodeText(bytes: Uint8Array, name: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ImportFileError(
      `${name} is not UTF-8 text. Save it as UTF-8 (as the service exported it) and try again.`,
    );
  }
}

function parseJson(bytes: Uint8Array, name: string): unknown {
  try {
    return JSON.parse(decodeText(bytes, name)) as unknown;
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(`${name} is not valid JSON.`);
  }
}

/** The rows of a CSV file, keyed by its header; a row over CSV_MAX_RECORD_BYTES or a broken quote is refused. */
export function parseCsv(bytes: Uint8Array, name: string): TCsvRows {
  const text = decodeText(bytes, name);
  let rows: TCsvRows;
  try {
    rows = parse(text, {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: CSV_MAX_RECORD_BYTES,
      to: CSV_MAX_ROWS + 1,
    }) as TCsvRows;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new ImportFileError(`${name} cannot be read as CSV${line ? ` (near line ${line})` : ''}.`);
  }
  if (rows.length > CSV_MAX_ROWS) throw new ImportFileError(`${name} has more than ${CSV_MAX_ROWS} rows.`);
  return rows;
}

const letterboxdName = (name: string) =>
  (LETTERBOXD_FILES as readonly string[]).includes(name) ? (name as TLetterboxdFile) : undefined;

/** Which Letterboxd file a lone CSV is: by its name, else by the columns only one of them has. */
function letterboxdFileOf(filename: string | undefined, rows: TCsvRows): TLetterboxdFile {
  const named = letterboxdName((filename ?? '').toLowerCase());
  if (named) return named;
  const columns = Object.keys(rows[0] ?? {});
  if (columns.includes('Watched Date')) return 'diary.csv';
  if (columns.includes('Rating')) return 'ratings.csv';
  throw new ImportFileError(
    `Name the file as Letterboxd did (${LETTERBOXD_FILES.join(', ')}), so it is clear which list it is.`,
  );
}

async function readZip(bytes: Buffer, limits: TZipLimits): Promise<TImportSource> {
  const wanted = (name: string) =>
    (TRAKT_FILES as readonly string[]).includes(name) || letterboxdName(name) !== undefined;
  const entries = await unzipEntries(bytes, wanted, limits);
  const trakt = [...entries].filter(([name]) => name.endsWith('.json'));
  if (trakt.length > 0) {
    return {
      format: 'trakt',
      files: new Map(trakt.map(([name, content]) => [name, parseJson(content, name)])),
    };
  }
  const files = new Map<TLetterboxdFile, TCsvRows>();
  for (const [name, content] of entries) {
    const file = letterboxdName(name);
    if (file) files.set(file, parseCsv(content, name));
  }
  if (files.size === 0) {
    throw new ImportFileError('This ZIP is neither a Trakt export nor a Letterboxd export.');
  }
  return { format: 'letterboxd', files };
}

function readText(bytes: Buffer, filename: string | undefined): TImportSource {
  const name = filename ?? 'The file';
  const text = decodeText(bytes, name).trimStart();
  if (text.startsWith('{') || text.startsWith('[')) {
    const json = parseJson(bytes, name);
    if (
      typeof json === 'object' &&
      json !== null &&
      (json as { format?: unknown }).format === EXPORT_FORMAT
    ) {
      return { format: 'marquee', json };
    }
    if (isMovieWebBackup(json)) return { format: 'movie-web', json };
    throw new ImportFileError(
      `${name} is JSON, but neither a Marquee export nor a movie-web or P-Stream backup.`,
    );
  }
  const rows = parseCsv(bytes, name);
  return { format: 'letterboxd', files: new Map([[letterboxdFileOf(filename, rows), rows]]) };
}

/**
 * Reads an uploaded file: a ZIP (a Trakt or Letterboxd export), JSON (a Marquee export, a movie-web or P-Stream
 * backup) or a CSV (one of Letterboxd's files). The format is detected; when the client named one, a file of
 * another is refused.
 */
export async function readImportFile(
  bytes: Buffer,
  options: { format?: TImportFormat | undefined; filename?: string | undefined; zipLimits?: TZipLimits },
): Promise<TImportSource> {
  if (bytes.length === 0) throw new ImportFileError('The file is empty.');
  const source = isZip(bytes)
    ? await readZip(bytes, options.zipLimits ?? ZIP_LIMITS)
    : readText(bytes, options.filename);
  if (options.format && options.format !== source.format) {
    throw new ImportFileError(
      `This file is ${FORMAT_NAMES[source.format]}, not ${FORMAT_NAMES[options.format]}.`,
    );
  }
  return source;
}
