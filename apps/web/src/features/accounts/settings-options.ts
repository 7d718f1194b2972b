import { SEGMENT_ACTION_LABELS, SETTING_CHOICES, type TSettings } from '@marquee/domain';

export type TAccountTab = 'player' | 'account' | 'profiles' | 'appearance' | 'notifications' | 'content';
export const ACCOUNT_TABS: readonly { id: TAccountTab; label: string }[] = [
  { id: 'player', label: 'Player' },
  { id: 'account', label: 'Account' },
  { id: 'profiles', label: 'Profiles' },
  { id: 'appearance', label: 'Appearance' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'content', label: 'Content' },
];

export type TSettingControl =
  | { name: keyof TSettings; kind: 'switch'; label: string; hint: string }
  | {
      name: keyof TSettings;
      kind: 'choice';
      label: string;
      hint: string;
      choices: readonly string[];
      /** Words for the choices, when not their own names. */
      labels?: Readonly<Record<string, string>>;
    };

const choice = <K extends keyof typeof SETTING_CHOICES>(
  name: K,
  label: string,
  hint: string,
): TSettingControl => ({
  name,
  kind: 'choice',
  label,
  hint,
  choices: SETTING_CHOICES[name],
});

/** What the player does at a kind of skip segment. */
const segmentChoice = (
  name: 'skipIntro' | 'skipRecap' | 'skipCredits' | 'skipPreview',
  label: string,
  hint: string,
) => ({
  ...choice(name, label, hint),
  labels: SEGMENT_ACTION_LABELS,
});

/** The account settings, by the tab that shows them. */
export const SETTINGS_BY_TAB: Record<
  Exclude<TAccountTab, 'account' | 'profiles'>,
  readonly TSettingControl[]
> = {
  player: [
    {
      name: 'autoplay',
      kind: 'switch',
      label: 'Autoplay',
      hint: 'Start playing as soon as a source is ready.',
    },
    {
      name: 'autoNext',
      kind: 'switch',
      label: 'Next episode automatically',
      hint: 'Go on to the next episode when one ends.',
    },
    {
      name: 'preview',
      kind: 'switch',
      label: 'Seek previews',
      hint: 'Show a picture of the moment under the seek bar.',
    },
    choice(
      'quality',
      'Preferred quality',
      'The quality playback starts at; Auto follows your screen and connection.',
    ),
    segmentChoice('skipIntro', 'Intros', 'When an intro is known: a Skip Intro button, skipped, or nothing.'),
    segmentChoice('skipRecap', 'Recaps', 'When a recap is known: a Skip Recap button, skipped, or nothing.'),
    segmentChoice(
      'skipCredits',
      'Credits',
      'When the credits are known: Next Episode (or Skip Credits) as they start, the next episode by itself, or nothing.',
    ),
    segmentChoice(
      'skipPreview',
      'Previews',
      'When a preview is known: a Skip Preview button, skipped, or nothing.',
    ),
  ],
  appearance: [
    choice('theme', 'Theme', 'System follows your device.'),
    choice('subtitleSize', 'Caption size', 'How large captions are drawn.'),
    choice('subtitleColor', 'Caption colour', 'The colour of caption text.'),
    choice('thumbnailSize', 'Seek preview size', 'How large seek previews are.'),
    {
      name: 'hideScores',
      kind: 'switch',
      label: 'Hide ratings and scores',
      hint: "Hides every rating on the site: the catalogue's scores and your own stars.",
    },
  ],
  notifications: [
    {
      name: 'alertEpisodes',
      kind: 'switch',
      label: 'New episodes',
      hint: 'The bell at the top lists new episodes of the series you follow and counts the ones you have not seen.',
    },
    {
      name: 'alertReleases',
      kind: 'switch',
      label: 'Movie releases',
      hint: 'The bell at the top lists the movies you follow on the day they come out.',
    },
    {
      name: 'emailUpdates',
      kind: 'switch',
      label: 'Email updates',
      hint: 'Kept with your account, but Marquee sends no news or episode e-mails whichever way it is set: only the password reset links you ask for.',
    },
    {
      name: 'pushNotifications',
      kind: 'switch',
      label: 'Browser notifications',
      hint: 'Kept with your settings, but your browser is never asked to show notifications whichever way it is set: new episodes and releases show only on the bell.',
    },
  ],
  content: [
    choice('contentFiltering', 'Content filtering', 'Kept with your settings on every device.'),
    choice('preferredAudio', 'Preferred audio', 'Kept with your settings on every device.'),
    choice(
      'preferredSubtitles',
      'Preferred captions',
      'Captions in this language turn on when a title starts; None leaves them off.',
    ),
  ],
};

/** A choice as the page shows it. */
export function choiceLabel(value: string): string {
  if (value === 'auto') return 'Auto';
  if (value === 'x-large') return 'Extra large';
  return /^\d|4K/.test(value) ? value : value.charAt(0).toUpperCase() + value.slice(1);
}
