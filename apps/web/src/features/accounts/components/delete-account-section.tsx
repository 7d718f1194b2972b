import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { showToast } from '../../../lib/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Trash } from '../../../lib/icons.tsx';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { controlClass, Field } from '../../../lib/ui/field.tsx';
import { useForm } from '../../../lib/ui/use-form.ts';
import { bookmarksStore } from '../../bookmarks/bookmarks-store.ts';
import { watchHistoryStore } from '../../history/watch-history-store.ts';
import { forgetUser } from '../account-sync.ts';
import { deleteAccountMutation } from '../queries.ts';

const failureOf = (error: unknown) =>
  error instanceof ApiError && error.serverMessage
    ? error.serverMessage
    : 'The account could not be deleted. Please try again.';

/**
 * Deleting the account: the password again, a confirmation, then the server removes everything of it and signs
 * every device out; this browser's own copy of the data is offered for removal too.
 */
export function DeleteAccountSection() {
  const form = useForm({ initial: { password: '' } });
  const [isConfirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const deletion = useMutation({ ...deleteAccountMutation(), onError: () => setConfirming(false) });

  // Signed out only once the visitor chose what this browser keeps: the offer belongs to the signed-in page.
  function leave(message: string) {
    forgetUser();
    showToast(message, { kind: 'success' });
    void navigate(paths.home());
  }

  if (deletion.isSuccess) {
    return (
      <section aria-labelledby="delete-account-heading" className="mt-10 space-y-3">
        <h2 id="delete-account-heading" className="text-lg font-bold">
          Account deleted
        </h2>
        <Alert tone="success">
          Your account and everything it kept are deleted. Every device is signed out.
        </Alert>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          This browser still keeps its own copy of your bookmarks and watch history.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="danger"
            size="sm"
            onClick={() => {
              bookmarksStore.eraseAll();
              watchHistoryStore.eraseAll();
              leave('This browser’s bookmarks and watch history are removed too.');
            }}
          >
            Remove this browser’s data too
          </Button>
          <Button variant="secondary" size="sm" onClick={() => leave('Your account is deleted.')}>
            Keep it in this browser
          </Button>
        </div>
      </section>
    );
  }

  const submit = form.handleSubmit(({ password }) => {
    if (!password) return;
    if (!isConfirming) {
      setConfirming(true);
      return;
    }
    deletion.mutate(password);
  });
  return (
    <section
      aria-labelledby="delete-account-heading"
      className="mt-10 space-y-3 rounded-xl border border-red-300 p-4 dark:border-red-900"
    >
      <h2 id="delete-account-heading" className="text-lg font-bold">
        Delete account
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Deletes your account, its profiles and everything they keep, for good, and signs out every device.
        Export your data first if you want to keep it.
      </p>
      <form onSubmit={submit} className="space-y-3">
        <Field label="Password">
          {(control) => (
            <input
              {...control}
              {...form.field('password')}
              type="password"
              autoComplete="current-password"
              className={`${controlClass} h-11`}
            />
          )}
        </Field>
        {deletion.isError && <Alert>{failureOf(deletion.error)}</Alert>}
        {isConfirming && <Alert>This cannot be undone. Press the button again to delete the account.</Alert>}
        <Button
          type="submit"
          variant="danger"
          size="sm"
          disabled={!form.values.password}
          isPending={deletion.isPending}
          icon={<Trash className="h-4 w-4" aria-hidden="true" />}
        >
          {isConfirming ? 'Delete my account for good' : 'Delete account'}
        </Button>
      </form>
    </section>
  );
}
