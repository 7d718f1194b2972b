/** One credit line such as 'Director: Vince Gilligan'; nothing when there are no names. */
export function CreditLine({ label, names }: { label: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <div className="text-sm">
      <dt className="inline font-semibold">{label}: </dt>
      <dd className="inline text-zinc-700 dark:text-zinc-300">{names.join(', ')}</dd>
    </div>
  );
}
