import type { TInfoBox, TInfoBoxType } from '@marquee/domain';
import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type TIcon } from '../../lib/icons.tsx';

const LOOK: Record<TInfoBoxType, { icon: TIcon; tone: string }> = {
  info: { icon: Info, tone: 'border-sky-300 text-sky-700 dark:border-sky-400/40 dark:text-sky-300' },
  success: {
    icon: CircleCheck,
    tone: 'border-emerald-300 text-emerald-700 dark:border-emerald-400/40 dark:text-emerald-300',
  },
  warning: {
    icon: TriangleAlert,
    tone: 'border-amber-300 text-amber-700 dark:border-amber-400/40 dark:text-amber-300',
  },
  error: { icon: CircleAlert, tone: 'border-red-300 text-red-700 dark:border-red-400/40 dark:text-red-300' },
};

/**
 * One info box: a strip in the page's flow under the header. Apart from the host (which chooses the box and
 * remembers dismissals) so that the server can draw it in a page's first screen (src/first-screen/).
 */
export function InfoBoxView({ box, onDismiss }: { box: TInfoBox; onDismiss?: () => void }) {
  const { icon: Icon, tone } = LOOK[box.type];
  return (
    <section
      aria-labelledby="info-box-title"
      data-info-box={box.id}
      className={clsx('border-b bg-zinc-50 dark:bg-zinc-900', tone)}
    >
      <div className="mx-auto flex max-w-screen-2xl items-start gap-3 px-4 py-2.5 lg:px-6">
        <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0 flex-1 text-sm leading-relaxed">
          <h2 id="info-box-title" className="mr-2 inline font-semibold">
            {box.title}
          </h2>
          <span className="text-zinc-700 dark:text-zinc-300">{box.content}</span>
        </div>
        {box.dismissible && (
          <button
            type="button"
            onClick={onDismiss}
            // Drawn by the server before the app runs, it does nothing until the app draws its own.
            disabled={!onDismiss}
            aria-label={`Dismiss: ${box.title}`}
            className="-my-1.5 grid h-8 w-8 shrink-0 place-items-center rounded-full text-zinc-600 hover:bg-zinc-200 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-white/10 dark:hover:text-white"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </section>
  );
}
