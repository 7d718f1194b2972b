import { profileInitials, type TProfileAvatar } from '@marquee/domain';
import { clsx } from 'clsx';

// The drawn avatars: a coloured disc and a few strokes each, drawn here so they cost no request.
const DRAWINGS: Record<Exclude<TProfileAvatar, 'initials'>, { colour: string; paths: string[] }> = {
  fox: { colour: '#ea580c', paths: ['M6 8l4 4h4l4-4v7l-6 5-6-5z', 'M10 15h.01M14 15h.01'] },
  owl: {
    colour: '#7c3aed',
    paths: ['M7 7l2 2h6l2-2v10a5 5 0 0 1-10 0z', 'M10 12h.01M14 12h.01', 'M11 15l1 1 1-1'],
  },
  cat: { colour: '#0891b2', paths: ['M7 6l3 4h4l3-4v9a5 5 0 0 1-10 0z', 'M10 14h.01M14 14h.01'] },
  robot: { colour: '#475569', paths: ['M7 9h10v9H7z', 'M12 5v4', 'M10 13h.01M14 13h.01', 'M10 16h4'] },
  rocket: {
    colour: '#dc2626',
    paths: ['M12 4c3 3 3 8 0 13-3-5-3-10 0-13z', 'M9 15l-2 3h3M15 15l2 3h-3', 'M12 10h.01'],
  },
  planet: { colour: '#16a34a', paths: ['M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z', 'M5 14c4 1 10-1 14-5'] },
};

const INITIALS_COLOUR = '#be185d';

export const AVATAR_LABELS: Record<TProfileAvatar, string> = {
  initials: 'Initials',
  fox: 'Fox',
  owl: 'Owl',
  cat: 'Cat',
  robot: 'Robot',
  rocket: 'Rocket',
  planet: 'Planet',
};

export interface TProfileAvatarProps {
  avatar: TProfileAvatar;
  name: string;
  className?: string;
}

/** A profile's picture: its drawn avatar, or its initials. Decorative: the profile's name says who it is. */
export function ProfileAvatar({ avatar, name, className = 'h-10 w-10' }: TProfileAvatarProps) {
  const drawing = avatar === 'initials' ? undefined : DRAWINGS[avatar];
  return (
    <svg viewBox="0 0 24 24" className={clsx('shrink-0 rounded-full', className)} aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill={drawing?.colour ?? INITIALS_COLOUR} />
      {drawing ? (
        <g fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
          {drawing.paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
      ) : (
        <text
          x="12"
          y="16"
          textAnchor="middle"
          fontSize="10"
          fontWeight="700"
          fill="#fff"
          fontFamily="system-ui, sans-serif"
        >
          {profileInitials(name)}
        </text>
      )}
    </svg>
  );
}
