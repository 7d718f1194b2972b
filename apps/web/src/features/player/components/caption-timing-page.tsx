import {
  CAPTION_DELAY_STEP_S,
  clampCaptionDelay,
  formatCaptionOffset,
  heardLineCandidates,
  offsetForHeardLine,
  offsetForMarks,
  parseCaptionOffset,
  type TTimedCue,
} from '@marquee/domain';
import { useId, useState } from 'react';
import { FormPage } from './settings-menu-items.tsx';

/** How many lines "I just heard this line" offers to pick from. */
const HEARD_LINE_CHOICES = 5;

export const CAPTION_TIMING_MESSAGES = {
  badOffset: 'Type seconds between -600 and 600, such as 2.5, -1.3 or -1:20.',
  noCaptions: 'Turn captions on to sync them with a line.',
  noCaptionShowing: 'No caption is showing right now.',
  waitForLine: 'Marked. Now press “I just heard this line” when you hear it.',
  set: (offset: number) => `Captions are now ${formatCaptionOffset(offset)} s.`,
} as const;

const stepButton = 'min-h-11 rounded-lg bg-white/10 px-3 tabular-nums hover:bg-white/20';
const plainText = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The settings menu's caption timing page: the delay in 0.2 s steps, typed to a tenth of a second (within ten
 * minutes either way), or set from a line by the two markers. It is kept per title and source.
 */
export function CaptionTimingPage({
  delay,
  onDelay,
  cues,
  currentTime,
  onBack,
}: {
  delay: number;
  onDelay: (delay: number) => void;
  cues: readonly TTimedCue[];
  currentTime: () => number;
  onBack: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string>();
  const [isInvalid, setInvalid] = useState(false);
  const [message, setMessage] = useState<string>();
  // When the line of the caption marked "just appeared" showed up.
  const [appearedAt, setAppearedAt] = useState<number>();
  const [heard, setHeard] = useState<{ at: number; lines: TTimedCue[] }>();

  const apply = (offset: number) => {
    onDelay(offset);
    setDraft(undefined);
    setInvalid(false);
    setHeard(undefined);
    setAppearedAt(undefined);
    setMessage(CAPTION_TIMING_MESSAGES.set(offset));
  };
  const commitDraft = () => {
    if (draft === undefined) return;
    const typed = parseCaptionOffset(draft);
    if (typed === undefined) {
      setInvalid(true);
      setMessage(undefined);
    } else apply(typed);
  };
  const onHeard = () => {
    const now = currentTime();
    if (cues.length === 0) return setMessage(CAPTION_TIMING_MESSAGES.noCaptions);
    if (appearedAt !== undefined) return apply(offsetForMarks(delay, now, appearedAt));
    setMessage(undefined);
    setHeard({ at: now, lines: heardLineCandidates(cues, now, delay, HEARD_LINE_CHOICES) });
  };
  const onAppeared = () => {
    const now = currentTime();
    if (cues.length === 0) return setMessage(CAPTION_TIMING_MESSAGES.noCaptions);
    const showing = cues.some((cue) => cue.startTime + delay <= now && now < cue.endTime + delay);
    if (!showing) return setMessage(CAPTION_TIMING_MESSAGES.noCaptionShowing);
    setHeard(undefined);
    setAppearedAt(now);
    setMessage(CAPTION_TIMING_MESSAGES.waitForLine);
  };

  return (
    <FormPage title="Caption timing" onBack={onBack}>
      <div className="grid gap-3 px-3 py-2">
        <div className="grid gap-1">
          <label htmlFor={`${id}-offset`}>Offset in seconds</label>
          <div className="flex items-center gap-2">
            <button
              type="button"
              aria-label="−0.2 s: show captions earlier"
              onClick={() => apply(clampCaptionDelay(delay - CAPTION_DELAY_STEP_S))}
              className={stepButton}
            >
              −0.2 s
            </button>
            <input
              id={`${id}-offset`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={draft ?? formatCaptionOffset(delay)}
              aria-invalid={isInvalid || undefined}
              aria-describedby={isInvalid ? `${id}-error` : undefined}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                setInvalid(false);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commitDraft();
              }}
              onBlur={commitDraft}
              className="min-h-11 w-full min-w-0 rounded-lg border border-white/30 bg-black/40 px-2 text-center tabular-nums"
            />
            <button
              type="button"
              aria-label="+0.2 s: show captions later"
              onClick={() => apply(clampCaptionDelay(delay + CAPTION_DELAY_STEP_S))}
              className={stepButton}
            >
              +0.2 s
            </button>
          </div>
          {isInvalid && (
            <p id={`${id}-error`} className="text-red-300">
              {CAPTION_TIMING_MESSAGES.badOffset}
            </p>
          )}
        </div>
        <div className="grid gap-2">
          <button type="button" onClick={onAppeared} className={stepButton}>
            This caption just appeared
          </button>
          <button type="button" onClick={onHeard} className={stepButton}>
            I just heard this line
          </button>
        </div>
        {heard && (
          <fieldset className="grid gap-1">
            <legend className="mb-1">Which line did you just hear?</legend>
            {heard.lines.map((cue) => (
              <button
                key={`${cue.startTime}-${cue.text}`}
                type="button"
                onClick={() => apply(offsetForHeardLine(heard.at, cue))}
                className="min-h-11 rounded-lg px-2 py-1 text-left hover:bg-white/10"
              >
                {plainText(cue.text)}
              </button>
            ))}
          </fieldset>
        )}
        <p role="status" className="min-h-5 text-zinc-300">
          {message}
        </p>
        {delay !== 0 && (
          <button type="button" onClick={() => apply(0)} className={stepButton}>
            Reset to 0
          </button>
        )}
      </div>
    </FormPage>
  );
}
