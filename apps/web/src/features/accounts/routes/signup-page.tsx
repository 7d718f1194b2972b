import { ACCOUNT_MESSAGES, signupErrors, type TSignupFields } from '@marquee/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { useForm } from '../../../lib/ui/use-form.ts';
import { forgetUser } from '../account-sync.ts';
import { AccountFields, type TAccountFieldSpec } from '../components/account-field.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { signupMutation } from '../queries.ts';
import { runSignedInStartup } from '../startup.ts';
import { userStore } from '../user-store.ts';

export const SIGNUP_TEXTS = {
  fallback: 'Arrr! Registration failed',
  riddle: 'The server be speaking in riddles: it welcomed ye aboard but handed over no key. Try logging in.',
  generic: 'Blimey! Something went overboard while signing ye up. Please try again.',
} as const;

type TStatus = 'idle' | 'success' | 'error';

const FIELDS: readonly TAccountFieldSpec<TSignupFields>[] = [
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

/** /signup. */
export default function SignupPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<TStatus>('idle');
  const [message, setMessage] = useState<string | undefined>();
  const fail = (text: string) => {
    setStatus('error');
    setMessage(text);
  };
  const form = useForm<TSignupFields>({
    initial: { username: '', email: '', password: '' },
    validate: signupErrors,
    // The error clears when a field is edited.
    onEdit: () => {
      if (status !== 'error') return;
      setStatus('idle');
      setMessage(undefined);
    },
  });
  const signup = useMutation({
    ...signupMutation(),
    onSuccess: (answer) => {
      if (!answer?.token) return fail(SIGNUP_TEXTS.riddle);
      setStatus('success');
      // The cached user-info goes, replaced by the new account's (its session cookie is set).
      forgetUser();
      userStore.set(answer.user);
      // A new account starts with what this device already keeps (bookmarks, history, settings).
      void runSignedInStartup();
      void navigate(paths.account('account'));
    },
    onError: (error) => {
      if (error instanceof ApiError) fail(error.serverMessage ?? SIGNUP_TEXTS.fallback);
      else fail(error instanceof Error && error.message ? error.message : SIGNUP_TEXTS.generic);
    },
  });
  const isBusy = signup.isPending;

  // Enter in a field submits even while Sign up is disabled (a forced submit): say what is wrong.
  function forceSubmit(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || form.isValid || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    fail(ACCOUNT_MESSAGES.signupForced);
  }

  const submit = form.handleSubmit((fields) => {
    if (isBusy) return;
    if (!form.isValid) return fail(ACCOUNT_MESSAGES.signupForced);
    setStatus('idle');
    setMessage(undefined);
    signup.mutate(fields);
  });

  return (
    <AuthCard title="Sign up" intro="Create a free account to keep your lists and progress on every device.">
      <form onSubmit={submit} onKeyDown={forceSubmit} noValidate className="space-y-4">
        <AccountFields form={form} fields={FIELDS} disabled={isBusy} />
        {message && <Alert>{message}</Alert>}
        <Button type="submit" disabled={!form.isValid || isBusy} isPending={isBusy} className="w-full">
          {isBusy ? 'Creating account…' : status === 'success' ? 'Welcome aboard!' : 'Sign up'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-zinc-600 dark:text-zinc-400">
        Already have an account?{' '}
        <Link to={paths.login()} className="font-semibold text-brand-700 underline dark:text-brand-400">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
