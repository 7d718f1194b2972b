import { DEFAULT_PLAYER_SETTINGS } from '@marquee/domain';
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SettingsMenu, type TSettingsMenuProps } from './settings-menu.tsx';

const props = (onClose: () => void): TSettingsMenuProps => ({
  speed: 1,
  onSpeed: vi.fn(),
  qualities: [],
  quality: 'auto',
  onQuality: vi.fn(),
  audio: [],
  audioValue: undefined,
  onAudio: vi.fn(),
  burnIns: [],
  burnInIndex: undefined,
  onBurnIn: vi.fn(),
  captions: [],
  captionId: undefined,
  onCaption: vi.fn(),
  onOwnFile: vi.fn(async () => undefined),
  onFoundCaption: vi.fn(),
  cues: [],
  currentTime: () => 0,
  settings: DEFAULT_PLAYER_SETTINGS,
  onSettings: vi.fn(),
  streams: [],
  streamIndex: 0,
  onStream: vi.fn(),
  onClose,
  markTarget: {
    ref: { mediaType: 'movie', tmdbId: 832 },
    position: () => ({ time: 0, duration: 0 }),
  } as TSettingsMenuProps['markTarget'],
});

const pressEscape = () => {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  document.body.dispatchEvent(event);
  return event;
};

/** The menu inside its owner, which closes it on Escape and presses Escape again as soon as it is gone. */
function Owner({ onSecondEscape }: { onSecondEscape: (event: KeyboardEvent) => void }) {
  const [isOpen, setOpen] = useState(true);
  useLayoutEffect(() => {
    // The moment the menu's markup is gone, before the browser or React does anything else.
    if (!isOpen) onSecondEscape(pressEscape());
  }, [isOpen, onSecondEscape]);
  return isOpen ? <SettingsMenu {...props(() => setOpen(false))} /> : <p>closed</p>;
}

describe('SettingsMenu', () => {
  it('closes on Escape, wherever focus is', () => {
    const onClose = vi.fn();
    render(<SettingsMenu {...props(onClose)} />);
    const event = pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets the next Escape through the moment it is closed (it belongs to the player)', () => {
    const seen: KeyboardEvent[] = [];
    render(<Owner onSecondEscape={(event) => seen.push(event)} />);
    act(() => void pressEscape());
    expect(screen.getByText('closed')).toBeTruthy();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.defaultPrevented).toBe(false);
  });
});
