import { Share2 } from '../../../lib/icons.tsx';
import { showToast } from '../../../lib/toast.ts';

export const LINK_COPIED = 'Link copied to clipboard';
export const LINK_NOT_COPIED = "Couldn't copy the link";

/** Shares the page through the system share sheet (Web Share API), else copies its link and says so. */
export function ShareButton({ title }: { title: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is no failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast(LINK_COPIED, { kind: 'success' });
    } catch {
      showToast(LINK_NOT_COPIED, { kind: 'error', description: url });
    }
  };
  return (
    <button
      type="button"
      onClick={() => void share()}
      aria-label={`Share ${title}`}
      className="inline-flex h-10 items-center gap-2 rounded-full border border-zinc-300 px-4 text-sm font-semibold transition hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-zinc-700 dark:hover:bg-zinc-800"
    >
      <Share2 className="h-4 w-4" aria-hidden="true" />
      Share
    </button>
  );
}
