import clsx from 'clsx';
import { useState } from 'react';
import { sizedArtwork } from '../../../lib/image-url.ts';

/** The logo box is at most this wide (CSS px); the logo is fetched at this width. */
const LOGO_WIDTH = 360;

/**
 * A title page's heading: the title's logo when it has one (its name while the logo loads or if it fails), else
 * its name, in a box of one height either way so nothing below moves when the logo arrives.
 */
export function TitleHeading({ title, logoPath }: { title: string; logoPath: string | null | undefined }) {
  const logo = sizedArtwork(logoPath, LOGO_WIDTH, 'logo');
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const showLogo = logo !== undefined && state !== 'failed';
  return (
    <h1 className="flex min-h-20 items-end sm:min-h-28" data-testid="title-heading">
      {showLogo && (
        <img
          src={logo.src}
          srcSet={logo.srcSet}
          alt={title}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          data-testid="title-logo"
          className={clsx(
            'h-20 w-auto max-w-[min(100%,22.5rem)] object-contain object-left-bottom sm:h-28',
            state !== 'loaded' && 'hidden',
          )}
        />
      )}
      {(!showLogo || state !== 'loaded') && (
        <span className="text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">{title}</span>
      )}
    </h1>
  );
}
