import clsx from 'clsx';
import { useState, type ReactElement } from 'react';
import type { TPictureSource } from '@marquee/contract/routes';
import { useHasPainted } from './first-paint.ts';

export interface TArtworkProps {
  /** One image offered at several sizes, or a picture whose crop differs by screen (`sources`). */
  image: { src: string; srcSet: string } | { src: string; sources: readonly TPictureSource[] } | undefined;
  alt: string;
  /** CSS aspect ratio of the slot, e.g. '2 / 3'; the space is reserved so nothing shifts on load. */
  aspect: string;
  className?: string;
  /**
   * Above-the-fold images load eagerly with high priority (shimmering until they come); the rest lazily, and
   * only once the page has painted.
   */
  priority?: boolean;
  sizes?: string;
}

/** An image in a fixed-ratio slot, on a tinted placeholder (shimmering for priority images) while it loads and if it fails. */
export function Artwork({ image, alt, aspect, className, priority = false, sizes }: TArtworkProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  // Only the first screen's main images shimmer while they load: a page of posters each animating its own
  // placeholder kept a slow phone's main thread busy repainting; the others wait on the slot's plain tint.
  const showShimmer = priority && (!image || state !== 'loaded');
  // Only priority images are asked for before the page's first paint (see afterFirstPaint): the others would
  // share the phone's few connections with the scripts and the main pictures, and hold the paint back.
  const hasPainted = useHasPainted();
  return (
    <div
      className={clsx('relative overflow-hidden bg-zinc-200 dark:bg-zinc-800', className)}
      style={{ aspectRatio: aspect }}
      data-state={image ? state : 'failed'}
    >
      {showShimmer && <div className="shimmer absolute inset-0" aria-hidden="true" data-testid="shimmer" />}
      {image && state !== 'failed' && (priority || hasPainted) && (
        <ArtworkImage image={image}>
          <img
            src={image.src}
            {...('srcSet' in image ? { srcSet: image.srcSet } : {})}
            {...(sizes && 'srcSet' in image ? { sizes } : {})}
            alt={alt}
            loading={priority ? 'eager' : 'lazy'}
            decoding={priority ? 'sync' : 'async'}
            fetchPriority={priority ? 'high' : 'auto'}
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
            // Every image paints as it arrives, over the tint (no fade-in): a fade is an animation per image,
            // and a page of posters each animating its own layer cost a slow phone a busy frame per poster.
            className="absolute inset-0 h-full w-full object-cover"
          />
        </ArtworkImage>
      )}
    </div>
  );
}

/** The image alone, or inside a picture with a source per kind of screen. */
function ArtworkImage({
  image,
  children,
}: {
  image: NonNullable<TArtworkProps['image']>;
  children: ReactElement;
}) {
  if (!('sources' in image)) return children;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      {children}
    </picture>
  );
}
