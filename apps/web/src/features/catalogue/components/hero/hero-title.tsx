import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { displayTitle, mediaKind, type TImage, type TMediaItem } from '@marquee/domain';
import { sizedArtwork } from '../../../../lib/image-url.ts';
import { imagesQuery } from '../../queries.ts';

// The logo box is at most this wide (CSS px); the logo is fetched at this width.
const LOGO_WIDTH = 360;

function pickLogo(logos: TImage[] | undefined): TImage | undefined {
  if (!logos?.length) return undefined;
  return logos.find((logo) => logo.iso_639_1 === 'en') ?? logos.find((logo) => !logo.iso_639_1);
}

export interface THeroTitleProps {
  item: TMediaItem;
}

/** A slide's title: the title's logo when it has one, else its name, in a box of fixed height. */
export function HeroTitle({ item }: THeroTitleProps) {
  const kind = mediaKind(item) ?? 'movie';
  const title = displayTitle(item);
  const images = useQuery({ ...imagesQuery(kind, item.id), retry: false });
  const logo = sizedArtwork(pickLogo(images.data?.logos)?.file_path, LOGO_WIDTH, 'logo');
  const [logoState, setLogoState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const showLogo = logo && logoState !== 'failed';

  return (
    <h2 className="relative flex h-16 items-end sm:h-24">
      {showLogo && (
        <img
          src={logo.src}
          srcSet={logo.srcSet}
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
