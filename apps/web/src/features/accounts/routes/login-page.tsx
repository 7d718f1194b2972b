import { ACCOUNT_MESSAGES, attemptsLeftWarning, loginErrors, SIGN_IN_MESSAGES } from '@marquee/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCountdown } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { useForm } from '../../../lib/ui/use-form.ts';
import { AccountFields, type TAccountFieldSpec } from '../components/account-field.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { loginLock } from '../login-lock.ts';
import { attemptsLeftOf, loginMutation } from '../queries.ts';
import { runSignedInStartup } from '../startup.ts';
import { userStore } from '../user-store.ts';

export const LOGIN_TEXTS = {
  fallback: 'Authentication failed',
  replacement: 'Oi! Login failed. Double-check yer details and give it another shot, will you?',
  // Plain words where a person is stuck.
  locked: SIGN_IN_MESSAGES.locked,
  riddle: 'The server spoke in riddles: it said yes but handed us no key. Please try again.',
} as const;
/** How long the server's own words show before the replacement message (one, then the other). */
const REPLACE_AFTER_MS = 2000;

type TStatus = 'idle' | 'error' | 'locked';
type TLoginFields = { identifier: string; password: string };

const FIELDS: readonly TAccountFieldSpec<TLoginFields>[] = [
  { name: 'identifier', label: 'Email or username', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

/** The login page's links: where a visitor can go without an account. */
const EXPLORE_LINKS = [
  { to: paths.history(), label: 'Your watch history' },
  { to: paths.category('action'), label: 'Browse action films' },
  { to: paths.fourK(), label: 'Set up 4K' },
  { to: paths.donate(), label: 'Donate' },
  { to: paths.partners(), label: 'Partners' },
  { to: paths.partnersSubmit(), label: 'Become a partner' },
];

/** /login. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [now, setNow] = useState(() => Date.now());
  const lockedUntil = loginLock.lockedUntil(now);
  const [status, setStatus] = useState<TStatus>(() => (lockedUntil ? 'locked' : 'idle'));
  const [message, setMessage] = useState<string | undefined>(lockedUntil ? LOGIN_TEXTS.locked : undefined);
  // The server's count of tries left before the pause: a warning before the last one.
  const [attemptsLeft, setAttemptsLeft] = useState<number | undefined>();
  const form = useForm<TLoginFields>({
    initial: { identifier: '', password: '' },
    validate: ({ identifier, password }) => loginErrors(identifier, password),
    onEdit: () => {
      if (status === 'error') setStatus('idle');
    },
  });
  const login = useMutation({
    ...loginMutation(),
    onSuccess: (answer) => {
      if (!answer?.token) {
        setStatus('error');
        setMessage(LOGIN_TEXTS.riddle);
        return;
      }
      loginLock.reset();
      userStore.set(answer.user);
      void runSignedInStartup();
      // Several profiles (or a PIN): the picker says who is watching before anything syncs.
      void navigate(answer.user.profile ? paths.account('account') : paths.profiles());
    },
    onError: (error) => {
      const at = Date.now();
      setAttemptsLeft(attemptsLeftOf(error));
      const serverWait = error instanceof ApiError && error.status === 429;
      const until = loginLock.fail(at) || (serverWait ? at + 15 * 60 * 1000 : 0);
      setNow(at);
      if (until) {
        if (serverWait && !loginLock.lockedUntil(at)) loginLock.lockUntil(until);
        setStatus('locked');
        setMessage(LOGIN_TEXTS.locked);
        return;
      }
      setStatus('error');
      setMessage((error instanceof ApiError && error.serverMessage) || LOGIN_TEXTS.fallback);
    },
  });
  const isBusy = login.isPending;
  const isLocked = lockedUntil > now;
  // When the lock runs out the form opens again.
  const shownStatus: TStatus = status === 'locked' && !isLocked ? 'idle' : status;

  // The countdown ticks while locked; when it runs out the form opens again.
  useEffect(() => {
    if (!isLocked) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isLocked]);
  // The server's words (or 'Authentication failed') first, then the replacement message.
  useEffect(() => {
    if (status !== 'error' || message === LOGIN_TEXTS.replacement || message === LOGIN_TEXTS.riddle) return;
    const timer = window.setTimeout(() => setMessage(LOGIN_TEXTS.replacement), REPLACE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [status, message]);

  const sayWhatIsWrong = () => {
    setStatus('error');
    setMessage(ACCOUNT_MESSAGES.loginForced);
  };
  // Enter in a field submits even while Login is disabled (a forced submit): say what is wrong.
  function forceSubmit(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || form.isValid || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    sayWhatIsWrong();
  }

  const submit = form.handleSubmit((fields) => {
    if (isLocked || isBusy) return;
    if (!form.isValid) return sayWhatIsWrong();
    setStatus('idle');
    setMessage(undefined);
    login.mutate(fields);
  });

  return (
    <AuthCard title="Login" intro="Sign in to sync your bookmarks, history and 4K token across devices.">
      <form onSubmit={submit} onKeyDown={forceSubmit} noValidate className="space-y-4">
        <AccountFields form={form} fields={FIELDS} disabled={isBusy || isLocked} />
        {message && (shownStatus === 'error' || shownStatus === 'locked') && (
          <Alert>
            {message}
            {isLocked && (
              <span className="mt-1 block font-semibold" data-testid="login-countdown">
                Try again in {formatCountdown(lockedUntil - now)}
              </span>
            )}
          </Alert>
        )}
        {shownStatus === 'error' && attemptsLeft !== undefined && attemptsLeftWarning(attemptsLeft) && (
          <p
            role="status"
            data-testid="login-attempts-warning"
            className="rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-100"
          >
            {attemptsLeftWarning(attemptsLeft)}{' '}
            <Link to={paths.forgotPassword()} className="underline">
              Forgot password?
            </Link>
          </p>
        )}
        <Button
          type="submit"
          disabled={!form.isValid || isBusy || isLocked}
          isPending={isBusy}
          className="w-full"
        >
          {isBusy ? 'Logging in…' : 'Login'}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm">
        <Link
          to={paths.forgotPassword()}
          className="font-semibold text-brand-700 underline dark:text-brand-400"
        >
          Forgot password?
        </Link>
      </p>
      <p className="mt-4 text-center text-sm text-zinc-600 dark:text-zinc-400">
        No account yet?{' '}
        <Link to={paths.signup()} className="font-semibold text-brand-700 underline dark:text-brand-400">
          Sign up
        </Link>{' '}
        ·{' '}
        <Link to={paths.account('account')} className="underline">
          Account
        </Link>
      </p>
      <nav aria-label="While you're here" className="mt-6 border-t border-zinc-200 pt-4 dark:border-white/10">
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
          {EXPLORE_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="text-zinc-600 underline-offset-4 hover:underline dark:text-zinc-400"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </AuthCard>
  );
}
