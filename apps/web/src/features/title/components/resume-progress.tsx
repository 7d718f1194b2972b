/** How far through a title is, as a thin bar along the bottom of its Resume button. */
export function ResumeProgress({ position, duration }: { position: number; duration: number }) {
  const percent = Math.min(100, Math.max(0, (position / duration) * 100));
  return (
    <span
      aria-hidden="true"
      data-testid="resume-progress"
      className="absolute inset-x-0 bottom-0 h-1 bg-white/30"
    >
      <span className="block h-full bg-white" style={{ width: `${percent}%` }} />
    </span>
  );
}
