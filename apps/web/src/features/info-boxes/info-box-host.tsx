import { chooseInfoBox, type TInfoBoxType } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type TIcon } from '../../lib/icons.tsx';
import { useEffect, useState } from 'react';
import { readDismissedInfoBoxes, rememberInfoBoxDismissal } from './info-box-storage.ts';
import { infoBoxesQuery } from './queries.ts';

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
 * The info box, drawn with the first render: the first box not dismissed and not expired, until it is
 * dismissed (stored by id) or expires; then the next one. It is a strip in the page's flow under the header, so
 * it pushes the page down rather than covering any of it.
 */
export default function InfoBoxHost() {
  // No box is a fine outcome of a failed fetch.
  const boxes = useQuery(infoBoxesQuery()).data ?? [];
  const [dismissed, setDismissed] = useState(readDismissedInfoBoxes);
  const [now, setNow] = useState(() => Date.now());

  const box = chooseInfoBox(boxes, dismissed, now);
  // Take a box away when it expires while the page is open.
  const expiresAt = box?.expiresAt === undefined ? Number.NaN : Date.parse(box.expiresAt);
  useEffect(() => {
    if (Number.isNaN(expiresAt)) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(expiresAt - now, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [expiresAt, now]);

  if (!box) return null;
  const { icon: Icon, tone } = LOOK[box.type];
  const dismiss = () => {
    rememberInfoBoxDismissal(box.id);
    setDismissed(readDismissedInfoBoxes());
  };
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
            onClick={dismiss}
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
