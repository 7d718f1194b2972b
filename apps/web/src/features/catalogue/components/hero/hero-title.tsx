import { useState } from 'react';
import { displayTitle, mediaKind, type TMediaItem } from '@marquee/domain';
import { sizedLogo, useTitleLogo, type TLogoBox } from '../../title-logo.ts';

// The logo's box: h-16 on phones, sm:h-24, at most 22.5rem wide (the classes below).
const LOGO_BOX: TLogoBox = { height: 64, smHeight: 96, maxWidth: 360 };

export interface THeroTitleProps {
  item: TMediaItem;
}

/** A slide's title: the title's logo when it has one, else its name, in a box of fixed height. */
export function HeroTitle({ item }: THeroTitleProps) {
  const kind = mediaKind(item) ?? 'movie';
  const title = displayTitle(item);
  const logo = sizedLogo(useTitleLogo(kind, item.id), LOGO_BOX);
  const [logoState, setLogoState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const showLogo = logo && logoState !== 'failed';

  return (
    <h2 className="relative flex h-16 items-end sm:h-24">
      {showLogo && (
        <img
          src={logo.src}
          srcSet={logo.srcSet}
          sizes={logo.sizes}
          alt={title}
          decoding="async"
          onLoad={() => setLogoState('loaded')}
          onError={() => setLogoState('failed')}
          className="h-full w-auto max-w-[min(80%,22.5rem)] object-contain object-left-bottom drop-shadow-[0_2px_8px_rgba(0,0,0,0.6)]"
          style={{ display: logoState === 'loaded' ? undefined : 'none' }}
        />
      )}
      {(!showLogo || logoState !== 'loaded') && (
        <span className="line-clamp-2 text-3xl leading-tight font-extrabold tracking-tight text-white drop-shadow-lg sm:text-5xl">
          {title}
        </span>
      )}
    </h2>
  );
}
