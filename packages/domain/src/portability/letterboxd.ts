import { DEFAULT_BOOKMARK_CATEGORY } from '../sync/bookmarks.ts';
import { ImportFileError } from './import-error.ts';
import { plainText, timeOf, yearOf } from './import-fields.ts';
import type { TImportItem, TImportTitle } from './import-items.ts';

/** The CSV files of a Letterboxd export this import reads, by their names in the export. */
export const LETTERBOXD_FILES = ['watchlist.csv', 'diary.csv', 'watched.csv', 'ratings.csv'] as const;
export type TLetterboxdFile = (typeof LETTERBOXD_FILES)[number];

/** The columns every one of those files has. */
const REQUIRED_COLUMNS = ['Date', 'Name', 'Year'] as const;

const titleOf = (row: Readonly<Record<string, string>>): TImportTitle | undefined => {
  const title = plainText(row.Name);
  return title ? { mediaType: 'movie', title, year: yearOf(row.Year) } : undefined;
};

/** Letterboxd's 0.5–5 stars are our half stars doubled. */
const letterboxdRating = (value: string | undefined) => {
  const stars = Number(value);
  const halves = stars * 2;
  return value && Number.isInteger(halves) && halves >= 1 && halves <= 10 ? halves : undefined;
};

/**
 * Reads Letterboxd export CSVs (rows keyed by column): the watchlist into the watchlist category, diary and
 * watched films into the history (the diary's Watched Date when given), ratings. Letterboxd lists films only,
 * matched by title and year. A cell is data only: '=SUM(A1)' is a film called that, never a formula.
 */
export function parseLetterboxdExport(
  files: ReadonlyMap<TLetterboxdFile, readonly Readonly<Record<string, string>>[]>,
): TImportItem[] {
  if (files.size === 0) {
    throw new ImportFileError(
      `This has none of a Letterboxd export's files (${LETTERBOXD_FILES.join(', ')}).`,
    );
  }
  const items: TImportItem[] = [];
  for (const [name, rows] of files) {
    const first = rows[0];
    const missing = first ? REQUIRED_COLUMNS.filter((column) => !(column in first)) : [];
    if (missing.length > 0) {
      throw new ImportFileError(`${name} has no ${missing.join(', ')} column, as Letterboxd's ${name} has.`);
    }
    for (const row of rows) {
      const title = titleOf(row);
      const at = timeOf(row['Watched Date']) ?? timeOf(row.Date);
      if (!title || !at) continue;
      if (name === 'watchlist.csv') {
        items.push({ kind: 'bookmark', title, category: DEFAULT_BOOKMARK_CATEGORY, at });
      } else if (name === 'ratings.csv') {
        const value = letterboxdRating(row.Rating);
        if (value) items.push({ kind: 'rating', title, value, at });
      } else {
        items.push({ kind: 'watched', title, at });
        const value = name === 'diary.csv' ? letterboxdRating(row.Rating) : undefined;
        if (value) items.push({ kind: 'rating', title, value, at });
      }
    }
  }
  return items;
}
