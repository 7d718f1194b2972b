import { captionLook, type TPlayerSettings } from '@marquee/domain';
import { sanitizeCaption } from '../caption-text.ts';

/** The captions showing now, in the viewer's size, colour and box; markup limited to i, b, u, br. */
export function CaptionLayer({ texts, settings }: { texts: readonly string[]; settings: TPlayerSettings }) {
  const look = captionLook(settings.textColor, settings.backgroundColor);
  return (
    <div
      // Stays visible when the controls hide.
      {...{ noautohide: '' }}
      className="pointer-events-none w-full self-stretch px-[max(1rem,env(safe-area-inset-left))] pb-3 text-center leading-snug"
      // Read out as they come only when the viewer asked for it.
      aria-live={settings.announce ? 'polite' : 'off'}
      data-testid="caption-layer"
    >
      {texts.map((text, index) => (
        <p key={index} className="my-1">
          <span
            data-testid="caption-cue"
            className="inline-block rounded px-2 py-0.5 box-decoration-clone"
            style={{ fontSize: `calc(clamp(16px, 2.4vw, 36px) * ${settings.fontSizeScale})`, ...look }}
            // Sanitized by DOMPurify: only i, b, u and br survive.
            dangerouslySetInnerHTML={{ __html: sanitizeCaption(text) }}
          />
        </p>
      ))}
    </div>
  );
}
