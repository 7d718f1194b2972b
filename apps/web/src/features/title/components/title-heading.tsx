import clsx from 'clsx';
import { useState } from 'react';
import type { TImage } from '@marquee/domain';
import { sizedLogo, type TLogoBox } from '../../catalogue/title-logo.ts';

// The logo's box: h-20 on phones, sm:h-28, at most 22.5rem wide (the classes below).
const LOGO_BOX: TLogoBox = { height: 80, smHeight: 112, maxWidth: 360 };

/**
 * A title page's heading: the title's logo when it has one (its name while the logo loads or if it fails), else
 * its name, in a box of one height either way so nothing below moves when the logo arrives.
 */
export function TitleHeading({ title, logo: chosen }: { title: string; logo: TImage | undefined }) {
  const logo = sizedLogo(chosen, LOGO_BOX);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const showLogo = logo !== undefined && state !== 'failed';
  return (
    <h1 className="flex min-h-20 items-end sm:min-h-28" data-testid="title-heading">
      {showLogo && (
        <img
          src={logo.src}
          srcSet={logo.srcSet}
          sizes={logo.sizes}
          alt={title}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          data-testid="title-logo"
          className={clsx(
            'logo-halo h-20 w-auto max-w-[min(100%,22.5rem)] object-contain object-left-bottom sm:h-28',
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
