/** A title's synopsis under its heading. */
export function Overview({ text }: { text: string | undefined }) {
  return (
    <section aria-labelledby="overview-heading" className="space-y-2">
      <h2 id="overview-heading" className="text-xl font-bold">
        Overview
      </h2>
      <p className="max-w-3xl leading-relaxed text-zinc-700 dark:text-zinc-300">
        {text?.trim() ? text : 'No overview available.'}
      </p>
    </section>
  );
}
