import { useMutation, useQuery } from '@tanstack/react-query';
import { Copy, RotateCw } from '../../../lib/icons.tsx';
import { showToast } from '../../../lib/toast.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { useStoredUser } from '../../accounts/use-user.ts';
import { calendarFeedQuery, replaceCalendarFeedMutation } from '../queries.ts';

const feedUrl = (secret: string) => `${window.location.origin}/api/calendar/${secret}.ics`;

/**
 * The profile's calendar feed on the Notifications tab: its address for any calendar app, and a way to revoke
 * it (a new address replaces it; apps holding the old one get nothing more).
 */
export function CalendarFeedSection() {
  const user = useStoredUser();
  const isSignedIn = Boolean(user?.username);
  const feed = useQuery({ ...calendarFeedQuery(), enabled: isSignedIn });
  const replace = useMutation({
    ...replaceCalendarFeedMutation(),
    onSuccess: () =>
      showToast('The old calendar address no longer works. Add the new one to your calendar app.'),
    onError: () => showToast('Could not replace the calendar address. Please try again.', { kind: 'error' }),
  });
  const secret = replace.data?.secret ?? feed.data?.secret;
  return (
    <section
      aria-labelledby="calendar-feed-heading"
      className="mt-8 space-y-3 rounded-xl border border-zinc-200 p-4 dark:border-white/10"
    >
      <h2 id="calendar-feed-heading" className="text-lg font-bold">
        Calendar feed
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Subscribe to this address in any calendar app to see the air dates of the series and movies you
        follow. Anyone with the address can read it: replace it if it got out.
      </p>
      {!isSignedIn ? (
        <p className="text-sm">Sign in to get a calendar address for your profile.</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <input
              readOnly
              aria-label="Calendar address"
              value={secret ? feedUrl(secret) : ''}
              className="h-10 min-w-0 flex-1 rounded-lg border border-zinc-300 bg-zinc-100 px-3 font-mono text-xs text-zinc-700 dark:border-white/15 dark:bg-zinc-800 dark:text-zinc-300"
            />
            <Button
              variant="secondary"
              size="sm"
              disabled={!secret}
              icon={<Copy className="h-4 w-4" aria-hidden="true" />}
              onClick={() => {
                if (secret) {
                  void navigator.clipboard?.writeText(feedUrl(secret)).then(() => showToast('Copied'));
                }
              }}
            >
              Copy
            </Button>
          </div>
          <Button
            variant="secondary"
            size="sm"
            isPending={replace.isPending}
            icon={<RotateCw className="h-4 w-4" aria-hidden="true" />}
            onClick={() => replace.mutate()}
          >
            Replace address
          </Button>
        </>
      )}
    </section>
  );
}
