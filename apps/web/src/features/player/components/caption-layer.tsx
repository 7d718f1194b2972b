import type { TPlayerSettings } from '@marquee/domain';
import { sanitizeCaption } from '../caption-text.ts';

/** The captions showing now, in the viewer's size, colours and background; markup limited to i, b, u, br. */
export function CaptionLayer({ texts, settings }: { texts: readonly string[]; settings: TPlayerSettings }) {
  return (
    <div
      // Stays visible when the controls hide.
      {...{ noautohide: '' }}
      className="pointer-events-none w-full self-stretch px-4 pb-3 text-center leading-snug"
      aria-live="off"
    >
      {texts.map((text, index) => (
        <p key={index} className="my-1">
          <span
            data-testid="caption-cue"
            className="inline-block rounded px-2 py-0.5 [text-shadow:0_1px_2px_rgb(0_0_0/0.8)]"
            style={{
              fontSize: `calc(clamp(16px, 2.4vw, 36px) * ${settings.fontSizeScale})`,
              color: settings.textColor,
              backgroundColor: settings.backgroundColor,
            }}
            // Sanitized by DOMPurify: only i, b, u and br survive.
            dangerouslySetInnerHTML={{ __html: sanitizeCaption(text) }}
          />
        </p>
      ))}
    </div>
  );
}
