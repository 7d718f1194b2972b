import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from '../../../lib/icons.tsx';
import type { ReactNode } from 'react';

// The pieces every page of the player's settings menu is made of: menus of items (the WAI-ARIA menu pattern,
// whose keys menu-keys.ts handles) and pages of form controls.

const itemClass =
  'flex min-h-11 w-full items-center rounded-lg px-3 py-2 text-left hover:bg-white/10 focus-visible:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-400';

/** A line of the main page: what it sets, its value now, and the way to its page. */
export function Row({
  label,
  value,
  menuKey,
  onClick,
}: {
  label: string;
  value: string;
  /** Which page it opens: focus comes back to it from there. */
  menuKey: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      aria-haspopup="menu"
      tabIndex={-1}
      data-menu-key={menuKey}
      onClick={onClick}
      className={clsx(itemClass, 'justify-between gap-6')}
    >
      <span>{label}</span>
      <span className="flex items-center gap-1 text-zinc-300">
        {value}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </span>
    </button>
  );
}

/** An item that does something (loads a file, opens a page of controls). */
export function Action({
  onClick,
  children,
  menuKey,
}: {
  onClick: () => void;
  children: ReactNode;
  menuKey?: string;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      data-menu-key={menuKey}
      onClick={onClick}
      className={clsx(itemClass, 'gap-2')}
    >
      <span aria-hidden="true" className="w-4" />
      {children}
    </button>
  );
}

/** An item that is on or off. */
export function Toggle({
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
      role="menuitemcheckbox"
      aria-checked={isOn}
      tabIndex={-1}
      onClick={onClick}
      className={clsx(itemClass, 'gap-2')}
    >
      <span aria-hidden="true" className="w-4">
        {isOn ? '✓' : ''}
      </span>
      {children}
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
      tabIndex={-1}
      onClick={onClick}
      className={clsx(itemClass, 'gap-2', isOn && 'font-semibold text-brand-400')}
    >
      <span aria-hidden="true" className="w-4">
        {isOn ? '✓' : ''}
      </span>
      {children}
    </button>
  );
}

function BackButton({
  title,
  onBack,
  isMenuItem,
}: {
  title: string;
  onBack: () => void;
  isMenuItem: boolean;
}) {
  return (
    <button
      type="button"
      role={isMenuItem ? 'menuitem' : undefined}
      tabIndex={isMenuItem ? -1 : undefined}
      onClick={onBack}
      // Named by its visible title; where it leads is said by the arrow and the page around it.
      aria-label={`${title}, back`}
      className={clsx(itemClass, 'mb-1 gap-1 px-2 font-semibold')}
    >
      <ChevronLeft className="h-4 w-4" aria-hidden="true" />
      {title}
    </button>
  );
}

/** A page of the menu that is a menu itself, under its title, which leads back. */
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
    <div role="menu" aria-label={title}>
      <BackButton title={title} onBack={onBack} isMenuItem />
      {children}
    </div>
  );
}

/** A page of form controls (sliders, fields) under its title, which leads back. */
export function FormPage({
  title,
  onBack,
  children,
}: {
  title: string;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <div role="group" aria-label={title}>
      <BackButton title={title} onBack={onBack} isMenuItem={false} />
      {children}
    </div>
  );
}

export interface TChoiceItem {
  key: string | number;
  label: string;
  /** Said after the label, smaller (an audio track's codec and channels). */
  detail?: string;
  isOn: boolean;
  onChoose: () => void;
}

/**
 * A page that is one list of choices (speed, quality, captions, source): the items that follow them
 * (`children`), and under the menu what is no item (`footer`, e.g. a message).
 */
export function ChoicePage({
  title,
  onBack,
  choices,
  children,
  footer,
}: {
  title: string;
  onBack: () => void;
  choices: readonly TChoiceItem[];
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <>
      <SubPage title={title} onBack={onBack}>
        {choices.map((choice) => (
          <Choice key={choice.key} isOn={choice.isOn} onClick={choice.onChoose}>
            {choice.detail ? (
              <span className="grid">
                {choice.label}
                <span className="text-xs font-normal text-zinc-400">{choice.detail}</span>
              </span>
            ) : (
              choice.label
            )}
          </Choice>
        ))}
        {children}
      </SubPage>
      {footer}
    </>
  );
}
