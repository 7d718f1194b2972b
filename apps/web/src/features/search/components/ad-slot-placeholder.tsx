/** Where an ad will show; ads come with the services work, so this is a marked, empty slot for now. */
export function AdSlotPlaceholder() {
  return (
    <aside
      aria-label="Advertisement"
      className="mx-auto flex h-28 w-full max-w-3xl items-center justify-center rounded-xl border-2 border-dashed border-zinc-300 text-xs font-medium uppercase tracking-widest text-zinc-500 dark:border-zinc-700 dark:text-zinc-400"
    >
      Advertisement
    </aside>
  );
}
