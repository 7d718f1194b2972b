import { captionLook, type TPlayerSettings } from '@marquee/domain';
import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { sanitizeCaption } from '../caption-text.ts';

/** A cue's size, colours and edge as the viewer chose them (the style page's preview draws the same). */
export function captionCueStyle(settings: TPlayerSettings): CSSProperties {
  return {
    fontSize: `calc(clamp(16px, 2.4vw, 36px) * ${settings.fontSizeScale})`,
    ...captionLook(settings.textColor, settings.backgroundColor, settings.edge),
  };
}

export const CAPTION_CUE_CLASS = 'inline-block rounded px-2 py-0.5 box-decoration-clone';

/** The captions showing now, in the viewer's size, colour, box, edge and place; markup limited to i, b, u, br. */
export function CaptionLayer({ texts, settings }: { texts: readonly string[]; settings: TPlayerSettings }) {
  const style = captionCueStyle(settings);
  return (
    <div
      // Stays visible when the controls hide.
      {...{ noautohide: '' }}
      className={clsx(
        'pointer-events-none w-full px-[max(1rem,env(safe-area-inset-left))] text-center leading-snug',
        settings.position === 'top'
          ? 'absolute top-[max(4rem,env(safe-area-inset-top))] left-0'
          : 'self-stretch pb-3',
      )}
      // Read out as they come only when the viewer asked for it.
      aria-live={settings.announce ? 'polite' : 'off'}
      data-testid="caption-layer"
    >
      {texts.map((text, index) => (
        <p key={index} className="my-1">
          <span
            data-testid="caption-cue"
            className={CAPTION_CUE_CLASS}
            style={style}
            // Sanitized by DOMPurify: only i, b, u and br survive.
            dangerouslySetInnerHTML={{ __html: sanitizeCaption(text) }}
          />
        </p>
      ))}
    </div>
  );
}
