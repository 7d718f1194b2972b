import { X } from '../../../lib/icons.tsx';

/** The player's round Close button (its top bar, the source choice). */
export function CloseButton({
  label,
  iconClassName,
  onClick,
}: {
  label: string;
  iconClassName: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="grid h-11 w-11 shrink-0 place-items-center rounded-full hover:bg-white/10"
    >
      <X className={iconClassName} aria-hidden="true" />
    </button>
  );
}
