import { useId } from 'react';
import { Dialog, DialogHeader, dialogPanelClass } from '../../../lib/ui/dialog.tsx';

/** The player's keys, as the `?` key lists them. */
export const PLAYER_KEYS: readonly { keys: readonly string[]; action: string }[] = [
  { keys: ['Space', 'k'], action: 'Play or pause' },
  { keys: ['j', '←'], action: 'Back 10 seconds' },
  { keys: ['l', '→'], action: 'Forward 10 seconds' },
  { keys: ['↑', '↓'], action: 'Volume up or down' },
  { keys: ['m'], action: 'Mute or unmute' },
  { keys: ['f'], action: 'Full screen' },
  { keys: ['c'], action: 'Captions on or off' },
  { keys: ['g'], action: 'Captions 0.2 seconds earlier' },
  { keys: ['h'], action: 'Captions 0.2 seconds later' },
  { keys: ['<', '>'], action: 'Slower or faster' },
  { keys: ['?'], action: 'This list of keys' },
  { keys: ['Esc'], action: 'Close the open menu, else the player' },
];

/** The list of the player's keys, over the player. */
export function KeyboardMapDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className="m-auto w-[min(28rem,calc(100vw-2rem))]">
      <div className={`${dialogPanelClass} max-h-[85dvh] overflow-y-auto p-6`}>
        <DialogHeader id={titleId} title="Keyboard shortcuts" onClose={onClose} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          {PLAYER_KEYS.map(({ keys, action }) => (
            <div key={action} className="contents">
              <dt className="flex gap-1">
                {keys.map((key) => (
                  <kbd
                    key={key}
                    className="min-w-7 rounded border border-zinc-300 px-1.5 text-center font-mono dark:border-white/30"
                  >
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd>{action}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Dialog>
  );
}
