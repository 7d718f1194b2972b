import { clsx } from 'clsx';
import { BookmarkX, ListX, LoaderCircle, Trash, type TIcon } from '../../../lib/icons.tsx';
import { useState } from 'react';
import {
  clearBookmarks,
  clearWatchlist,
  resetAppData,
  type TAppDataEnvironment,
  type TClearOutcome,
} from '../app-data.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

type TAction = 'bookmarks' | 'watchlist' | 'reset';

interface TActionText {
  label: string;
  Icon: TIcon;
  title: string;
  text: string;
  confirmLabel: string;
}

export const APP_DATA_ACTIONS: Record<TAction, TActionText> = {
  bookmarks: {
    label: 'Clear Bookmarks',
    Icon: BookmarkX,
    title: 'Clear all bookmarks?',
    text: 'Every bookmark, in every category, is removed from this browser, and from your account when you are signed in. This cannot be undone.',
    confirmLabel: 'Yes, clear bookmarks',
  },
  watchlist: {
    label: 'Clear Watchlist',
    Icon: ListX,
    title: 'Clear your watchlist?',
    text: 'Your watch history and the progress of everything you started are removed from this browser, and from your account when you are signed in. This cannot be undone.',
    confirmLabel: 'Yes, clear watchlist',
  },
  reset: {
    label: 'Reset all app data',
    Icon: Trash,
    title: 'Reset all app data?',
    text: 'Everything Marquee keeps in this browser is deleted: bookmarks, watch history, settings, theme and 4K token, and you are signed out here. Your account keeps its synced copy. The page then reloads.',
    confirmLabel: 'Yes, reset everything',
  },
};

const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/** Clear Bookmarks, Clear Watchlist and Reset all app data, each confirmed first, with what happened below. */
export function AppDataActions({ env }: { env?: TAppDataEnvironment }) {
  const [asking, setAsking] = useState<TAction | null>(null);
  const [busy, setBusy] = useState<TAction | null>(null);
  const [outcome, setOutcome] = useState<TClearOutcome | null>(null);
  const asked = asking ? APP_DATA_ACTIONS[asking] : undefined;

  const run = async (action: TAction) => {
    setAsking(null);
    setBusy(action);
    setOutcome(null);
    try {
      if (action === 'reset') {
        // The page reloads when done; the button stays busy until then.
        await resetAppData(env);
        return;
      }
      setOutcome(await (action === 'bookmarks' ? clearBookmarks(env) : clearWatchlist(env)));
    } catch {
      setOutcome({ ok: false, message: 'That did not work. Reload the page and try again.' });
    }
    setBusy(null);
  };

  return (
    <div>
      <div className="grid gap-3 sm:flex sm:flex-wrap">
        {(Object.keys(APP_DATA_ACTIONS) as TAction[]).map((action) => {
          const { label, Icon } = APP_DATA_ACTIONS[action];
          const isReset = action === 'reset';
          return (
            <button
              key={action}
              type="button"
              disabled={busy !== null}
              onClick={() => setAsking(action)}
              className={clsx(
                buttonClass,
                isReset
                  ? 'border-red-300 text-red-700 hover:bg-red-50 dark:border-red-500/40 dark:text-red-300 dark:hover:bg-red-500/10'
                  : 'border-zinc-300 hover:bg-zinc-100 dark:border-white/15 dark:hover:bg-white/10',
              )}
            >
              {busy === action ? (
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Icon className="h-4 w-4" aria-hidden="true" />
              )}
              {label}
            </button>
          );
        })}
      </div>
      <p
        role="status"
        className={clsx(
          'mt-3 text-sm empty:mt-0',
          outcome?.ok === false ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400',
        )}
      >
        {outcome?.message}
      </p>
      {asked && asking && (
        <ConfirmDialog
          open
          title={asked.title}
          text={asked.text}
          confirmLabel={asked.confirmLabel}
          onConfirm={() => void run(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
