import { useId } from 'react';
import type { TImage } from '@marquee/domain';
import { Artwork } from '../../../lib/artwork.tsx';
import { sizedArtwork } from '@marquee/contract/routes';

/** The 'Images From This Episode' strip: the episode's stills, scrolling sideways. */
export function EpisodeStills({ stills, name }: { stills: TImage[]; name: string }) {
  const headingId = useId();
  if (stills.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold">
        Images From This Episode
      </h2>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {stills.map((still, index) => (
          <li key={still.file_path} className="w-60 shrink-0 snap-start sm:w-72">
            <Artwork
              image={sizedArtwork(still.file_path, 288, 'still')}
              alt={`${name}, image ${index + 1}`}
              aspect="16 / 9"
              className="w-full rounded-xl"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
