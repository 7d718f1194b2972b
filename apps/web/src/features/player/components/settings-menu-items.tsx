import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from '../../../lib/icons.tsx';
import type { ReactNode } from 'react';

// The pieces every page of the player's settings menu is made of.

/** A line of the main page: what it sets, its value now, and the way to its page. */
export function Row({ label, value, onClick }: { label: string; value: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-11 w-full items-center justify-between gap-6 rounded-lg px-3 py-2 text-left hover:bg-white/10"
    >
      <span>{label}</span>
      <span className="flex items-center gap-1 text-zinc-300">
        {value}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </span>
    </button>
  );
}

/** One choice of a page, ticked when on. */
export function Choice({
  isOn,
  onClick,
  children,
}: {
  isOn: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={isOn}
      onClick={onClick}
      className={clsx(
        'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-left hover:bg-white/10',
        isOn && 'font-semibold text-brand-400',
      )}
    >
      <span aria-hidden="true" className="w-4">
        {isOn ? '✓' : ''}
      </span>
      {children}
    </button>
  );
}

/** A page of the menu under its title, which leads back. */
export function SubPage({
  title,
  onBack,
  children,
}: {
  title: string;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <div>
      <button
        type="button"
        onClick={onBack}
        className="mb-1 flex min-h-11 w-full items-center gap-1 rounded-lg px-2 py-2 font-semibold hover:bg-white/10"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {title}
      </button>
      <div role="menu" aria-label={title}>
        {children}
      </div>
    </div>
  );
}

export interface TChoiceItem {
  key: string | number;
  label: string;
  isOn: boolean;
  onChoose: () => void;
}

/** A page that is one list of choices (speed, quality, captions, source). */
export function ChoicePage({
  title,
  onBack,
  choices,
}: {
  title: string;
  onBack: () => void;
  choices: readonly TChoiceItem[];
}) {
  return (
    <SubPage title={title} onBack={onBack}>
      {choices.map((choice) => (
        <Choice key={choice.key} isOn={choice.isOn} onClick={choice.onChoose}>
          {choice.label}
        </Choice>
      ))}
    </SubPage>
  );
}
