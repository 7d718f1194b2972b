/** Marks a release or air date that is still in the future. */
export function ComingSoonBadge() {
  return (
    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-white">
      Coming Soon
    </span>
  );
}
