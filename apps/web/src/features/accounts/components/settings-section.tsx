import type { TSettings } from '@marquee/domain';
import { choiceLabel, type TSettingControl } from '../settings-options.ts';
import { chooseSetting, useSettings } from '../use-settings.ts';

/** One tab's settings: switches and choices, saved (and synced) as soon as they change. */
export function SettingsSection({ controls }: { controls: readonly TSettingControl[] }) {
  const settings = useSettings();
  if (controls.length === 0) {
    return (
      <div className="py-10 text-center text-zinc-600 dark:text-zinc-400">
        <p>This settings section is under development.</p>
        <p>No options available</p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-white/10 dark:border-white/10">
      {controls.map((control) => {
        const value = settings[control.name];
        const labelId = `setting-${control.name}`;
        return (
          <li key={control.name} className="flex flex-wrap items-center justify-between gap-3 px-4 py-4">
            <div className="min-w-0">
              <p id={labelId} className="font-semibold">
                {control.label}
              </p>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">{control.hint}</p>
            </div>
            {control.kind === 'switch' ? (
              <button
                type="button"
                role="switch"
                aria-checked={value === true}
                aria-labelledby={labelId}
                onClick={() => chooseSetting(control.name, !value as never)}
                className="relative h-7 w-12 shrink-0 rounded-full bg-zinc-300 transition-colors aria-checked:bg-brand-600 dark:bg-zinc-700"
              >
                <span
                  aria-hidden="true"
                  className={`absolute top-1 left-1 h-5 w-5 rounded-full bg-white shadow transition-transform ${value ? 'translate-x-5' : ''}`}
                />
              </button>
            ) : (
              <select
                aria-labelledby={labelId}
                value={String(value)}
                onChange={(event) =>
                  chooseSetting(control.name, event.target.value as TSettings[typeof control.name] as never)
                }
                className="h-10 rounded-lg border border-zinc-300 bg-white px-3 text-sm dark:border-white/15 dark:bg-zinc-900"
              >
                {control.choices.map((option) => (
                  <option key={option} value={option}>
                    {control.labels?.[option] ?? choiceLabel(option)}
                  </option>
                ))}
              </select>
            )}
          </li>
        );
      })}
    </ul>
  );
}
