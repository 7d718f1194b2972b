import { RotateCw } from '../../../lib/icons.tsx';
import type { TPlayerError } from '../player-messages.ts';

/** What shows instead of the video when it cannot play: the message, a hint, and Reload. */
export function PlayerErrorPanel({ error, onReload }: { error: TPlayerError; onReload: () => void }) {
  return (
    <div
      slot="centered-chrome"
      role="alert"
      {...{ noautohide: '' }}
      className="mx-4 grid max-w-md justify-items-center gap-3 rounded-2xl bg-zinc-900/95 p-6 text-center leading-normal"
    >
      <p className="text-lg font-semibold">{error.message}</p>
      {error.hint && <p className="text-sm text-zinc-300">{error.hint}</p>}
      <button
        type="button"
        onClick={onReload}
        className="flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-500"
      >
        <RotateCw className="h-4 w-4" aria-hidden="true" />
        Reload
      </button>
    </div>
  );
}
