import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatLanguage } from '../../../lib/format.ts';
import { addonSubtitlesQuery, groupByLanguage, type TAddonSubtitle } from '../queries.ts';
import type { TSegmentsRef } from '../segments/queries.ts';
import type { TPlayerCaption } from '../types.ts';
import { Choice } from './settings-menu-items.tsx';

/** The ids of captions chosen from the add-ons' search start with this (apart from the stream's own). */
export const ADDON_CAPTION_PREFIX = 'addon-search:';

/** An add-on's caption as the player's: fetched through the site as WebVTT, named by language and add-on. */
export function playerCaptionOf(subtitle: TAddonSubtitle): TPlayerCaption {
  return {
    id: `${ADDON_CAPTION_PREFIX}${subtitle.id}`,
    language: subtitle.language,
    label: `${formatLanguage(subtitle.language)} (${subtitle.addon})`,
    url: subtitle.url,
    type: 'vtt',
  };
}

function LanguageGroup({
  language,
  subtitles,
  captionId,
  onChoose,
}: ReturnType<typeof groupByLanguage>[number] & {
  captionId: string | undefined;
  onChoose: (caption: TPlayerCaption) => void;
}) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <div id={headingId} className="px-3 pt-3 pb-1 text-xs font-semibold text-zinc-400">
        {language}
      </div>
      {subtitles.map(({ subtitle, label }) => {
        const caption = playerCaptionOf(subtitle);
        return (
          <Choice key={subtitle.id} isOn={caption.id === captionId} onClick={() => onChoose(caption)}>
            {label}
          </Choice>
        );
      })}
    </div>
  );
}

/** The captions the add-ons list for this title, grouped by language: items of the captions menu. */
export function AddonCaptionGroups({
  title,
  captionId,
  onChoose,
}: {
  title: TSegmentsRef;
  captionId: string | undefined;
  onChoose: (caption: TPlayerCaption) => void;
}) {
  const { data } = useQuery(addonSubtitlesQuery(title));
  if (!data || data.subtitles.length === 0) return null;
  return groupByLanguage(data.subtitles).map((group) => (
    <LanguageGroup key={group.language} {...group} captionId={captionId} onChoose={onChoose} />
  ));
}

/** What the add-on search says under the captions menu: searching, or which add-ons did not answer. */
export function AddonCaptionStatus({ title }: { title: TSegmentsRef }) {
  const { data, isPending, isError } = useQuery(addonSubtitlesQuery(title));
  const message = isPending
    ? 'Searching add-ons for captions…'
    : isError
      ? 'The add-ons could not be searched for captions.'
      : data.unavailable.length > 0
        ? `No answer from ${data.unavailable.join(', ')}.`
        : undefined;
  if (!message) return null;
  return (
    <p role="status" className="px-3 py-2 text-xs text-zinc-400">
      {message}
    </p>
  );
}
