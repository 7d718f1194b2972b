import type { TImportResult } from '../queries.ts';

const KINDS = [
  ['bookmarks', 'Bookmarks'],
  ['history', 'Watch history'],
  ['ratings', 'Ratings'],
  ['follows', 'Follows'],
  ['settings', 'Settings'],
  ['profiles', 'Profiles'],
] as const;

/** What an import would do (or did): per kind, how many entries are added, updated and left as they are. */
export function ImportCounts({ result }: { result: TImportResult }) {
  const rows = KINDS.filter(([kind]) => {
    const counts = result.counts[kind];
    return counts.added + counts.updated + counts.skipped > 0;
  });
  return (
    <table
      className="w-full text-left text-sm"
      aria-label={result.dryRun ? 'Import preview' : 'Import result'}
    >
      <thead className="text-zinc-600 dark:text-zinc-400">
        <tr>
          <th scope="col" className="py-1 font-semibold">
            What
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            {result.dryRun ? 'To add' : 'Added'}
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            {result.dryRun ? 'To update' : 'Updated'}
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            Unchanged
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([kind, label]) => (
          <tr key={kind} className="border-t border-zinc-200 dark:border-white/10">
            <th scope="row" className="py-1.5 font-medium">
              {label}
            </th>
            <td className="py-1.5 text-right tabular-nums">{result.counts[kind].added}</td>
            <td className="py-1.5 text-right tabular-nums">{result.counts[kind].updated}</td>
            <td className="py-1.5 text-right tabular-nums">{result.counts[kind].skipped}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The file's titles that matched nothing in the catalogue (shown as text, whatever they look like). */
export function UnmatchedTitles({ result }: { result: TImportResult }) {
  if (result.unmatchedTotal === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold">
        {result.unmatchedTotal} {result.unmatchedTotal === 1 ? 'title' : 'titles'} could not be matched and
        will be left out
      </h4>
      <ul
        aria-label="Unmatched titles"
        className="mt-1 max-h-40 overflow-y-auto text-sm text-zinc-600 dark:text-zinc-400"
      >
        {result.unmatched.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
    </div>
  );
}
