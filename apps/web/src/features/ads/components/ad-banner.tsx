import { chooseAd, seededRandom, type TAd } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { X } from '../../../lib/icons.tsx';
import { useMemo, useState, type ReactNode } from 'react';
import { localToday } from '../../../lib/local-today.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { dismissAd, useDismissedAds } from '../ad-storage.ts';
import { adsQuery } from '../queries.ts';

export interface TAdBannerProps {
  adId?: string;
  /** What the slot shows when there is no ad to show. */
  fallback: ReactNode;
}

/** Loaded once the page is idle: the slot's ad, chosen by the domain's ad rules, with 'Why ads?' and a close button. */
export default function AdBanner({ adId, fallback }: TAdBannerProps) {
  const { data: ads } = useQuery(adsQuery());
  const dismissed = useDismissedAds();
  // Each slot draws from its own seed, so its choice stays put while the page re-renders.
  const [seed] = useState(() => Math.floor(Math.random() * 2 ** 32));
  const today = localToday();
  const ad = useMemo(
    () =>
      ads &&
      chooseAd(ads, {
        today,
        dismissed,
        random: seededRandom(seed),
        ...(adId === undefined ? {} : { id: adId }),
      }),
    [ads, today, dismissed, seed, adId],
  );
  if (!ad) return fallback;
  return (
    <div className="absolute inset-0" data-ad-id={ad.id}>
      <AdLink ad={ad}>
        <picture>
          <source media="(min-width: 640px)" srcSet={ad.gifUrl} width={728} height={90} />
          <img
            src={ad.mobileGifUrl ?? ad.gifUrl}
            alt={ad.alt ?? 'Advertisement'}
            width={320}
            height={100}
            className="h-full w-full object-cover"
          />
        </picture>
      </AdLink>
      <div className="absolute right-1 bottom-1 flex items-center gap-1 rounded-full bg-black/60 py-0.5 pr-0.5 pl-2 text-[11px] font-medium text-white backdrop-blur-sm">
        <span className="font-bold uppercase tracking-wider">Ad</span>
        <span aria-hidden="true">·</span>
        <PrefetchLink to={paths.ads()} className="underline-offset-2 hover:underline">
          Why ads?
        </PrefetchLink>
        <button
          type="button"
          onClick={() => dismissAd(ad.id)}
          aria-label="Hide this ad for today"
          title="Hide this ad for today"
          className="grid h-6 w-6 place-items-center rounded-full hover:bg-white/20"
        >
          <X className="h-3.5 w-3.5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

/** Our own pages open in place; an advertiser's site in a new tab, marked as sponsored, with no referrer. */
function AdLink({ ad, children }: { ad: TAd; children: ReactNode }) {
  const className = 'block h-full w-full';
  if (ad.link.startsWith('/')) {
    return (
      <PrefetchLink to={ad.link} className={className}>
        {children}
      </PrefetchLink>
    );
  }
  return (
    <a href={ad.link} target="_blank" rel="sponsored noopener noreferrer" className={className}>
      {children}
    </a>
  );
}
