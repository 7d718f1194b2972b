import type { TAnnouncement } from '@marquee/domain';
import { useRef, type CSSProperties } from 'react';
import { Dialog, DialogCloseButton, dialogPanelClass } from '../../lib/ui/dialog.tsx';

/** An announcement ready to show: its `html`, if any, already sanitized. */
export interface TReadyAnnouncement extends TAnnouncement {
  safeHtml?: string;
}

const TITLE_ID = 'announcement-title';

function panelStyle(item: TAnnouncement): CSSProperties {
  return {
    ...(item.bgColor ? { backgroundColor: item.bgColor } : {}),
    // The file's schema allows only paths on this site without quotes or brackets, so the URL stays one token.
    ...(item.bgImage ? { backgroundImage: `url("${item.bgImage}")` } : {}),
  };
}

/** One announcement: picture, title, text or sanitized markup; closed by its buttons, Escape or the backdrop. */
export function AnnouncementModal({ item, onClose }: { item: TReadyAnnouncement; onClose: () => void }) {
  const onPicture = Boolean(item.bgImage);
  const gotIt = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={TITLE_ID}
      initialFocusRef={gotIt}
      className="mx-auto my-auto w-[min(34rem,calc(100%-2rem))]"
    >
      <div
        data-announcement={item.id}
        style={panelStyle(item)}
        className={`${dialogPanelClass} relative overflow-hidden bg-cover bg-center`}
      >
        <div className={onPicture ? 'bg-black/60 text-white' : undefined}>
          {item.image && <img src={item.image} alt="" className="max-h-56 w-full object-cover" />}
          <div className="space-y-4 p-6">
            <div className="flex items-start justify-between gap-4">
              <h2 id={TITLE_ID} className="text-xl font-bold">
                {item.title}
              </h2>
              {/* Its colour is the panel's, which a picture makes white. */}
              <DialogCloseButton
                label="Close announcement"
                onClick={onClose}
                className="-m-2 opacity-70 hover:bg-black/10 hover:opacity-100 dark:hover:bg-white/10"
              />
            </div>
            {item.safeHtml !== undefined ? (
              <div
                data-testid="announcement-html"
                className="space-y-3 leading-relaxed [&_a]:font-semibold [&_a]:underline"
                // Sanitized with DOMPurify before it got here (see load-announcements.ts).
                dangerouslySetInnerHTML={{ __html: item.safeHtml }}
              />
            ) : (
              item.content?.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index} className="leading-relaxed whitespace-pre-line">
                  {paragraph}
                </p>
              ))
            )}
            <div className="flex justify-end pt-2">
              <button
                ref={gotIt}
                type="button"
                onClick={onClose}
                className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-600"
              >
                Got it
              </button>
            </div>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
