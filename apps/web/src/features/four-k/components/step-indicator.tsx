import { FOUR_K_STEPS } from '@marquee/domain';
import { clsx } from 'clsx';

/** The guide's three steps, the current one marked (aria-current="step"). */
export function StepIndicator({ step }: { step: number }) {
  return (
    <ol aria-label="Setup steps" className="grid grid-cols-3 gap-2">
      {FOUR_K_STEPS.map((label, index) => {
        const number = index + 1;
        const isCurrent = number === step;
        return (
          <li
            key={label}
            aria-current={isCurrent ? 'step' : undefined}
            className={clsx(
              'flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold',
              isCurrent
                ? 'border-brand-500 bg-brand-500/10 text-zinc-950 dark:text-white'
                : number < step
                  ? 'border-zinc-300 text-zinc-700 dark:border-white/15 dark:text-zinc-300'
                  : 'border-zinc-200 text-zinc-500 dark:border-white/10 dark:text-zinc-400',
            )}
          >
            <span
              aria-hidden="true"
              className={clsx(
                'grid h-6 w-6 shrink-0 place-items-center rounded-full text-xs',
                isCurrent ? 'bg-brand-700 text-white' : 'bg-zinc-200 dark:bg-zinc-800',
              )}
            >
              {number}
            </span>
            {label}
          </li>
        );
      })}
    </ol>
  );
}
