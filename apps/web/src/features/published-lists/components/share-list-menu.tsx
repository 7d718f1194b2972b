import { bookmarkCategoryLabel } from '@marquee/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { Copy, Share2, X } from '../../../lib/icons.tsx';
import { showToast } from '../../../lib/toast.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { useStoredUser } from '../../accounts/use-user.ts';
import {
  myPublishedListsQuery,
  publishedListUrl,
  publishListMutation,
  unpublishListMutation,
} from '../queries.ts';

const LINK_COPIED = 'Link copied to clipboard';

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showToast(LINK_COPIED, { kind: 'success' });
  } catch {
    showToast("Couldn't copy the link", { kind: 'error', description: url });
  }
}

const failed = (error: Error) =>
  showToast('That did not work. Please try again.', { kind: 'error', description: error.message });

/**
 * The chosen category's sharing: Publish makes a link anyone can open (titles only), Copy link copies it,
 * Unpublish ends it at once. Never shared unless published; needs an account (the list lives there).
 */
export function ShareListMenu({ category }: { category: string }) {
  const user = useStoredUser();
  const label = bookmarkCategoryLabel(category);
  if (!user?.profile) {
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Link to={paths.login()} className="font-semibold text-brand-600 underline dark:text-brand-400">
          Sign in
        </Link>{' '}
        to share {label} by link.
      </p>
    );
  }
  return <SignedInShareList category={category} label={label} />;
}

function SignedInShareList({ category, label }: { category: string; label: string }) {
  const mine = useQuery(myPublishedListsQuery());
  const publish = useMutation({ ...publishListMutation(), onError: failed });
  const unpublish = useMutation({ ...unpublishListMutation(), onError: failed });
  const published = mine.data?.lists.find((list) => list.category === category);
  return (
    <div
      role="group"
      aria-label={`Sharing of ${label}`}
      className="flex min-h-10 flex-wrap items-center gap-3 rounded-xl border border-zinc-200 px-4 py-2 text-sm dark:border-white/10"
    >
      <span className="font-semibold">
        {published ? `${label} is shared: anyone with the link sees its titles.` : `${label} is private.`}
      </span>
      {mine.isPending ? null : published ? (
        <>
          <Button
            size="sm"
            variant="secondary"
            icon={<Copy className="h-4 w-4" aria-hidden="true" />}
            onClick={() => void copyLink(publishedListUrl(published.id))}
          >
            Copy link
          </Button>
          <Button
            size="sm"
            variant="secondary"
            icon={<X className="h-4 w-4" aria-hidden="true" />}
            isPending={unpublish.isPending}
            onClick={() => unpublish.mutate(published.id)}
          >
            Unpublish
          </Button>
        </>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          icon={<Share2 className="h-4 w-4" aria-hidden="true" />}
          isPending={publish.isPending}
          onClick={() =>
            publish.mutate(category, {
              onSuccess: (list) => void copyLink(publishedListUrl(list.id)),
            })
          }
        >
          Publish link
        </Button>
      )}
    </div>
  );
}
