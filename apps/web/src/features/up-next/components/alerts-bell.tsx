import { unreadAlerts, type TCalendarEntry } from '@marquee/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Bell, X } from '../../../lib/icons.tsx';
import { LocalDataError } from '../../../lib/storage/local-data.ts';
import { showToast } from '../../../lib/toast.ts';
import { followsStore } from '../follows-store.ts';
import { useAlerts } from '../use-up-next.ts';
import { CalendarEntryLink } from './calendar-entry-link.tsx';
import { formatDate } from '../../../lib/format.ts';

/** Saves a change to the alerts on this device (synced for an account); a full storage says so. */
function save(change: () => void): void {
  try {
    change();
  } catch (error) {
    if (error instanceof LocalDataError) showToast(error.message, { kind: 'error' });
    else throw error;
  }
}

function dismiss(entries: readonly TCalendarEntry[]): void {
  save(() => {
    for (const entry of entries) followsStore.readAlerts(entry);
  });
}

const keyOf = (entry: TCalendarEntry) =>
  `${entry.mediaType}-${entry.mediaId}-${entry.episode?.season}-${entry.episode?.episode}`;

/**
 * The header's bell: how many new episodes and releases of followed titles aired since the profile last
 * looked, and the list of what aired lately. Opening it is the look (kept with the profile's follows); the
 * ones that were unread stay marked New while it is open.
 */
export function AlertsBell() {
  const alerts = useAlerts();
  const [isOpen, setIsOpen] = useState(false);
  const [newKeys, setNewKeys] = useState<ReadonlySet<string>>(new Set());
  const open = () => {
    setNewKeys(new Set(alerts.filter((alert) => alert.isUnread).map(keyOf)));
    if (unreadAlerts(alerts) > 0) save(() => followsStore.markAlertsSeen());
    setIsOpen(true);
  };
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      ) {
        setIsOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [isOpen]);
  const count = unreadAlerts(alerts);
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={count > 0 ? `Alerts, ${count} new` : 'Alerts'}
        onClick={() => (isOpen ? setIsOpen(false) : open())}
        className="relative grid h-10 w-10 shrink-0 place-items-center rounded-full text-zinc-600 hover:bg-zinc-100 hover:text-zinc-950 dark:text-zinc-300 dark:hover:bg-white/10 dark:hover:text-white"
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        {count > 0 && (
          <span
            data-testid="alerts-count"
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-brand-600 px-1 text-[0.65rem] font-bold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {isOpen && (
        <div
          id={panelId}
          role="region"
          aria-label="Alerts"
          className="fixed inset-x-2 top-16 z-50 rounded-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-80 border border-zinc-200 bg-white p-3 shadow-xl dark:border-white/10 dark:bg-zinc-900"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <p className="font-bold">New for you</p>
            {alerts.length > 0 && (
              <button
                type="button"
                onClick={() => dismiss(alerts)}
                className="rounded-md px-2 py-1 text-sm font-medium text-brand-600 hover:bg-zinc-100 dark:text-brand-400 dark:hover:bg-white/10"
              >
                Dismiss all
              </button>
            )}
          </div>
          {alerts.length === 0 ? (
            <p className="py-4 text-sm text-zinc-600 dark:text-zinc-400">
              Nothing new. New episodes of the series you follow and releases of the movies you follow show up
              here.
            </p>
          ) : (
            <ul className="max-h-96 space-y-1 overflow-y-auto">
              {alerts.map((entry) => (
                <li key={keyOf(entry)} data-testid="alert" className="flex items-start gap-1">
                  <div className="min-w-0 flex-1" onClick={() => setIsOpen(false)}>
                    <CalendarEntryLink entry={entry} now={Date.parse(`${entry.date}T23:59:59`)} />
                    <p className="px-1.5 text-xs text-zinc-500 dark:text-zinc-400">
                      {formatDate(entry.date)}
                      {newKeys.has(keyOf(entry)) && (
                        <span
                          data-testid="alert-new"
                          className="ml-2 rounded bg-brand-600 px-1 text-[0.65rem] font-bold tracking-wide text-white uppercase"
                        >
                          New
                        </span>
                      )}
                    </p>
                  </div>
                  <button
                    type="button"
                    aria-label={`Dismiss ${entry.title}`}
                    onClick={() => dismiss([entry])}
                    className="grid h-8 w-8 shrink-0 place-items-center rounded-full hover:bg-zinc-100 dark:hover:bg-white/10"
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
