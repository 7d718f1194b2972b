import { SEGMENT_ACTION_LABELS, SEGMENT_ACTIONS, type TSettings } from '@marquee/domain';
import { chooseSetting, useSettings } from '../../accounts/use-settings.ts';
import { Choice, SubPage } from '../components/settings-menu-items.tsx';

/** The skip settings, by kind, with the account page's words. */
export const SEGMENT_SETTINGS = [
  { name: 'skipIntro', label: 'Intros' },
  { name: 'skipRecap', label: 'Recaps' },
  { name: 'skipCredits', label: 'Credits' },
  { name: 'skipPreview', label: 'Previews' },
] as const satisfies readonly { name: keyof TSettings; label: string }[];

/** The player's page of skip settings: per kind, a button, a skip by itself, or nothing (synced like the rest). */
export function SegmentSettingsPage({ onBack }: { onBack: () => void }) {
  const settings = useSettings();
  return (
    <SubPage title="Skip segments" onBack={onBack}>
      {SEGMENT_SETTINGS.map(({ name, label }) => (
        <div key={name} role="group" aria-label={label}>
          <p
            className="px-3 pt-2 text-xs font-semibold tracking-wide text-zinc-400 uppercase"
            aria-hidden="true"
          >
            {label}
          </p>
          {SEGMENT_ACTIONS.map((action) => (
            <Choice key={action} isOn={settings[name] === action} onClick={() => chooseSetting(name, action)}>
              {SEGMENT_ACTION_LABELS[action]}
            </Choice>
          ))}
        </div>
      ))}
    </SubPage>
  );
}
