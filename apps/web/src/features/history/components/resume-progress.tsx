/** How far through a title is, as a thin bar along the bottom of its Resume button (dark on a light button). */
export function ResumeProgress({
  position,
  duration,
  tone = 'light',
}: {
  position: number;
  duration: number;
  tone?: 'light' | 'dark';
}) {
  const percent = Math.min(100, Math.max(0, (position / duration) * 100));
  return (
    <span
      aria-hidden="true"
      data-testid="resume-progress"
      className={`absolute inset-x-0 bottom-0 h-1 ${tone === 'light' ? 'bg-white/30' : 'bg-zinc-950/15'}`}
    >
      <span
        className={`block h-full ${tone === 'light' ? 'bg-white' : 'bg-brand-600'}`}
        style={{ width: `${percent}%` }}
      />
    </span>
  );
}
