import { ACCOUNT_MESSAGES, signupErrors, type TSignupFields } from '@marquee/domain';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { accountApi } from '../account-api.ts';
import { AuthCard, submitButtonClass } from '../components/auth-card.tsx';
import { FormField } from '../components/form-field.tsx';
import { forgetUser } from '../account-sync.ts';
import { runSignedInStartup } from '../startup.ts';
import { userStore } from '../user-store.ts';

export const SIGNUP_TEXTS = {
  fallback: 'Arrr! Registration failed',
  riddle: 'The server be speaking in riddles: it welcomed ye aboard but handed over no key. Try logging in.',
  generic: 'Blimey! Something went overboard while signing ye up. Please try again.',
} as const;

type TStatus = 'idle' | 'submitting' | 'success' | 'error';

/** /signup (spec §2, §4, §5, §8). */
export default function SignupPage() {
  const navigate = useNavigate();
  const [fields, setFields] = useState<TSignupFields>({ username: '', email: '', password: '' });
  const [status, setStatus] = useState<TStatus>('idle');
  const [message, setMessage] = useState<string | undefined>();
  const errors = signupErrors(fields);
  const isValid = Object.keys(errors).length === 0;
  const isBusy = status === 'submitting';

  const edit = (name: keyof TSignupFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    // §4: the error clears when a field is edited.
    if (status === 'error') {
      setStatus('idle');
      setMessage(undefined);
    }
  };

  // Enter in a field submits even while Sign up is disabled (a forced submit): say what is wrong (§5).
  function forceSubmit(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || isValid || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    setStatus('error');
    setMessage(ACCOUNT_MESSAGES.signupForced);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    if (!isValid) {
      setStatus('error');
      setMessage(ACCOUNT_MESSAGES.signupForced);
      return;
    }
    setStatus('submitting');
    setMessage(undefined);
    try {
      const answer = await accountApi.signup({
        username: fields.username.trim(),
        email: fields.email.trim(),
        password: fields.password,
        passwordConfirm: fields.password,
      });
      if (!answer?.token) {
        setStatus('error');
        setMessage(SIGNUP_TEXTS.riddle);
        return;
      }
      setStatus('success');
      // §4: the cached user-info goes, replaced by the new account's (its session cookie is set).
      forgetUser();
      userStore.set(answer.user);
      // A new account starts with what this device already keeps (bookmarks, history, settings).
      void runSignedInStartup();
      void navigate(paths.account('account'));
    } catch (error) {
      setStatus('error');
      if (error instanceof ApiError) setMessage(error.serverMessage ?? SIGNUP_TEXTS.fallback);
      else setMessage(error instanceof Error && error.message ? error.message : SIGNUP_TEXTS.generic);
    }
  }

  return (
    <AuthCard title="Sign up" intro="Create a free account to keep your lists and progress on every device.">
      <form onSubmit={submit} onKeyDown={forceSubmit} noValidate className="space-y-4">
        <FormField
          label="Username"
          value={fields.username}
          onChange={edit('username')}
          autoComplete="username"
          error={errors.username}
          disabled={isBusy}
        />
        <FormField
          label="Email"
          type="email"
          value={fields.email}
          onChange={edit('email')}
          autoComplete="email"
          error={errors.email}
          disabled={isBusy}
        />
        <FormField
          label="Password"
          type="password"
          value={fields.password}
          onChange={edit('password')}
          autoComplete="new-password"
          error={errors.password}
          disabled={isBusy}
        />
        {message && (
          <p
            role="alert"
            className="rounded-lg bg-red-100 px-3 py-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
          >
            {message}
          </p>
        )}
        <button type="submit" disabled={!isValid || isBusy} className={submitButtonClass}>
          {isBusy && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {isBusy ? 'Creating account…' : status === 'success' ? 'Welcome aboard!' : 'Sign up'}
        </button>
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
