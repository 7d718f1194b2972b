import { SEGMENT_KINDS, segmentProblem, type TSegmentKind } from '@marquee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatClock } from '../../../lib/format.ts';
import { Choice, SubPage } from '../components/settings-menu-items.tsx';
import { segmentsKeys, submitSegmentMutation, type TSegmentsRef } from './queries.ts';

/** What a marking is of, and where the video is now. */
export interface TMarkTarget {
  ref: TSegmentsRef;
  /** The video's position and length now. */
  position: () => { time: number; duration: number };
}

const KIND_NAMES: Record<TSegmentKind, string> = {
  intro: 'Intro',
  recap: 'Recap',
  credits: 'Credits',
  preview: 'Preview',
};

const itemClass =
  'flex min-h-11 w-full items-center justify-between gap-4 rounded-lg px-3 py-2 text-left hover:bg-white/10 focus-visible:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-400 disabled:opacity-50';

/**
 * "Mark intro / credits" for signed-in users: the kind, its start and end at the video's position when pressed,
 * then Send. A marking counts once enough others agree; the page says so, or why it was refused.
 */
export function MarkSegmentPage({ target, onBack }: { target: TMarkTarget; onBack: () => void }) {
  const [kind, setKind] = useState<TSegmentKind>('intro');
  const [start, setStart] = useState<number | undefined>();
  const [end, setEnd] = useState<number | undefined>();
  const [duration, setDuration] = useState(0);
  const queryClient = useQueryClient();
  const sending = useMutation({
    ...submitSegmentMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: segmentsKeys.all }),
  });
  const mark = (set: (time: number) => void) => {
    const position = target.position();
    set(position.time);
    setDuration(position.duration);
    sending.reset();
  };
  const segment = start !== undefined && end !== undefined ? { kind, start, end, duration } : undefined;
  const problem = segment ? segmentProblem(segment) : undefined;
  const status = sending.isSuccess
    ? sending.data.isPublished
      ? 'Thanks: enough viewers agree, so it now shows for everyone.'
      : 'Thanks: it shows for everyone once a few more viewers agree.'
    : sending.isError
      ? (sending.error instanceof ApiError && sending.error.serverMessage) ||
        'It could not be sent; try again.'
      : problem && `Not yet: ${problem}.`;
  return (
    <>
      <SubPage title="Mark intro / credits" onBack={onBack}>
        <div role="group" aria-label="Kind">
          {SEGMENT_KINDS.map((entry) => (
            <Choice key={entry} isOn={kind === entry} onClick={() => setKind(entry)}>
              {KIND_NAMES[entry]}
            </Choice>
          ))}
        </div>
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={itemClass}
          onClick={() => mark(setStart)}
        >
          <span>Mark start</span>
          <span className="text-zinc-300 tabular-nums">{start === undefined ? '–' : formatClock(start)}</span>
        </button>
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={itemClass}
          onClick={() => mark(setEnd)}
        >
          <span>Mark end</span>
          <span className="text-zinc-300 tabular-nums">{end === undefined ? '–' : formatClock(end)}</span>
        </button>
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={`${itemClass} font-semibold`}
          disabled={!segment || problem !== undefined || sending.isPending}
          onClick={() => segment && sending.mutate({ ...target.ref, ...segment })}
        >
          {sending.isPending ? 'Sending…' : 'Send'}
        </button>
      </SubPage>
      <p role="status" className="px-3 py-2 text-zinc-300" data-testid="mark-segment-status">
        {status}
      </p>
    </>
  );
}
