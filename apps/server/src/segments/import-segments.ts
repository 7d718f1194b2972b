// Reads a segments file (the export's format) and stores its plausible rows; see README.md beside this file.
import fs from 'node:fs';
import path from 'node:path';
import { ZSegmentImportRow, ZSegmentsFileFrame, type TSegmentRow } from '@marquee/contract';
import type { SegmentsRepository } from './segments.repository.ts';

/** The segments of the demo titles, measured on the demo stream, imported at start so the feature shows. */
export const DEMO_SEGMENTS_FILE = path.resolve(
  import.meta.dirname,
  '../../sample-segments/demo-segments.json',
);

/** Rows are written this many at a time. */
const BATCH_ROWS = 500;

export class SegmentsFileError extends Error {}

/** A row the import refused: its place in the file (from 1) and why. */
export interface TRefusedRow {
  row: number;
  reason: string;
}

export interface TReadSegments {
  rows: TSegmentRow[];
  refused: TRefusedRow[];
}

const issueText = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');

/** Checks a parsed file: its frame must be right (else SegmentsFileError), each row is taken or refused alone. */
export function readSegments(data: unknown): TReadSegments {
  const frame = ZSegmentsFileFrame.safeParse(data);
  if (!frame.success) throw new SegmentsFileError(`Not a segments file: ${issueText(frame.error.issues)}`);
  const rows: TSegmentRow[] = [];
  const refused: TRefusedRow[] = [];
  frame.data.segments.forEach((value, index) => {
    const parsed = ZSegmentImportRow.safeParse(value);
    if (!parsed.success) {
      refused.push({ row: index + 1, reason: issueText(parsed.error.issues) });
      return;
    }
    // The export's `source` says where a segment came from; imported, it is the operator's.
    const { source: _source, ...row } = parsed.data;
    rows.push(row);
  });
  return { rows, refused };
}

/** Reads a segments file from disk (SegmentsFileError when it cannot be read or is not JSON). */
export function readSegmentsFile(file: string): TReadSegments {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new SegmentsFileError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return readSegments(JSON.parse(text));
  } catch (error) {
    if (error instanceof SegmentsFileError) throw error;
    throw new SegmentsFileError(`${file} is not JSON: ${(error as Error).message}`);
  }
}

/**
 * Stores rows, one per movie or episode and kind (the last of a file wins); answers how many were written.
 * `keepExisting` leaves rows already there alone (the demo seed never overwrites an operator's import).
 */
export async function importSegmentRows(
  repository: SegmentsRepository,
  rows: readonly TSegmentRow[],
  keepExisting = false,
): Promise<number> {
  const unique = new Map<string, TSegmentRow>();
  for (const row of rows) {
    unique.set(`${row.mediaType}:${row.tmdbId}:${row.season}:${row.episode}:${row.kind}`, row);
  }
  const list = [...unique.values()];
  let written = 0;
  for (let at = 0; at < list.length; at += BATCH_ROWS) {
    written += await repository.importSegments(list.slice(at, at + BATCH_ROWS), keepExisting);
  }
  return written;
}

/** Imports the demo titles' segments when they are not there yet. */
export async function seedDemoSegments(repository: SegmentsRepository): Promise<number> {
  return importSegmentRows(repository, readSegmentsFile(DEMO_SEGMENTS_FILE).rows, true);
}
