import { DocumentTitle } from '../../../lib/document-head.tsx';
import { clampFourKStep, FOUR_K_LAST_STEP, FOUR_K_MESSAGES, FOUR_K_STEPS } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CheckCircle2, XCircle } from '../../../lib/icons.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { controlClass, Field } from '../../../lib/ui/field.tsx';
import { useForm } from '../../../lib/ui/use-form.ts';
import { useStoredUser } from '../../accounts/use-user.ts';
import { StepIndicator } from '../components/step-indicator.tsx';
import { TokenHelp } from '../components/token-help.tsx';
import { readStoredToken } from '../four-k-token.ts';
import { fourKStatusQuery } from '../queries.ts';
import { useTokenActions } from '../use-token-actions.ts';

/** /4k: three steps, Account, Token and Submit, with Next and Back clamped to 1..3. */
export default function FourKPage() {
  const user = useStoredUser();
  const isSignedIn = Boolean(user && !user.error);
  const [step, setStep] = useState(1);
  const [hasStoredToken] = useState(() => readStoredToken() !== undefined);
  const isEnabled = useQuery(fourKStatusQuery()).data?.enabled;
  const actions = useTokenActions();
  const form = useForm({ initial: () => ({ token: readStoredToken() ?? '' }), onEdit: actions.edited });
  const token = form.values.token.trim();
  const onSubmit = form.handleSubmit(() => actions.submit(token));
  const isDone = actions.submitState === 'done';

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <DocumentTitle>4K guide · Marquee</DocumentTitle>
      <h1 className="text-3xl font-extrabold tracking-tight">Watch in 4K</h1>
      <p className="mt-2 max-w-2xl text-zinc-600 dark:text-zinc-400">
        With a 4K token, the player offers a 4K (2160p) quality wherever a source has one. Three steps: your
        account, your token, and submitting it.
      </p>
      {isEnabled === false && (
        <p
          role="note"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-500/40 dark:bg-amber-950/40 dark:text-amber-100"
        >
          4K is switched off on this site: it has no premium key set, so no token can be valid here. If you
          run the site, set PREMIUM_KEY on the server and restart it.
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form onSubmit={onSubmit} noValidate className="min-w-0 space-y-6">
          <StepIndicator step={step} />
          <div className="min-h-64 rounded-2xl border border-zinc-200 bg-white p-5 sm:p-6 dark:border-white/10 dark:bg-zinc-900/60">
            <h2 className="text-xl font-bold">
              Step {step} of {FOUR_K_LAST_STEP}: {FOUR_K_STEPS[step - 1]}
            </h2>
            {step === 1 && (
              <div className="mt-3 space-y-3 text-zinc-700 dark:text-zinc-300">
                {isSignedIn ? (
                  <p>
                    You are signed in as <strong>{user?.username}</strong>: the token you submit is saved to
                    your account too, so your other devices get it when they next open the site.
                  </p>
                ) : (
                  <>
                    <p>
                      An account is optional. Without one, the token is kept on this device only. With one, it
                      follows you to every device you sign in on.
                    </p>
                    <p className="flex flex-wrap gap-3">
                      <Link
                        to={paths.signup()}
                        className="font-semibold text-brand-700 underline dark:text-brand-400"
                      >
                        Sign up
                      </Link>
                      <Link to={paths.login()} className="font-semibold underline">
                        Log in
                      </Link>
                    </p>
                  </>
                )}
              </div>
            )}
            {step === 2 && (
              <div className="mt-3 space-y-3">
                <Field label="4K token">
                  {(control) => (
                    <input
                      {...control}
                      {...form.field('token')}
                      required
                      autoComplete="off"
                      spellCheck={false}
                      placeholder="eyJ…"
                      className={clsx(controlClass, 'h-11 font-mono text-sm')}
                    />
                  )}
                </Field>
                {hasStoredToken && (
                  <p className="text-sm text-zinc-600 dark:text-zinc-400">
                    This device already has a 4K token (filled in above); submitting another replaces it.
                  </p>
                )}
                <div className="flex flex-wrap items-center gap-3">
                  <Button
                    variant="secondary"
                    onClick={() => actions.test(token)}
                    disabled={actions.tokenState === 'checking' || token === ''}
                    isPending={actions.tokenState === 'checking'}
                  >
                    Test token
                  </Button>
                  <TokenStatus state={actions.tokenState} />
                </div>
              </div>
            )}
            {step === 3 && (
              <div className="mt-3 space-y-3 text-zinc-700 dark:text-zinc-300">
                {isDone ? (
                  <div className="flex items-start gap-3">
                    <CheckCircle2 className="mt-1 h-6 w-6 shrink-0 text-green-600" aria-hidden="true" />
                    <div>
                      <p className="text-2xl font-extrabold text-zinc-950 dark:text-white">
                        {FOUR_K_MESSAGES.complete}
                      </p>
                      <p className="mt-1">
                        Open any film or episode: the player&apos;s Quality menu now lists 4K.{' '}
                        <Link to={paths.movies()} className="font-semibold underline">
                          Browse movies
                        </Link>
                      </p>
                    </div>
                  </div>
                ) : (
                  <p>
                    Submit your token to keep it on this device
                    {isSignedIn ? ' and in your account' : ''}.{' '}
                    {token === '' && 'Go back a step to enter it first.'}
                  </p>
                )}
                {actions.message && (
                  <Alert tone={actions.submitState === 'failed' ? 'error' : 'success'}>
                    {actions.message}
                  </Alert>
                )}
                {!isDone && (
                  <Button
                    type="submit"
                    disabled={actions.submitState === 'submitting'}
                    isPending={actions.submitState === 'submitting'}
                  >
                    Submit token
                  </Button>
                )}
              </div>
            )}
          </div>
          <div className="flex justify-between gap-3">
            <Button
              variant="secondary"
              onClick={() => setStep((current) => clampFourKStep(current, -1))}
              disabled={step === 1}
            >
              Back
            </Button>
            <Button
              onClick={() => setStep((current) => clampFourKStep(current, 1))}
              disabled={step === FOUR_K_LAST_STEP}
            >
              Next
            </Button>
          </div>
        </form>
        <TokenHelp />
      </div>
    </section>
  );
}

function TokenStatus({ state }: { state: ReturnType<typeof useTokenActions>['tokenState'] }) {
  if (state === 'valid') {
    return (
      <p role="status" className="flex items-center gap-1.5 font-semibold text-green-700 dark:text-green-400">
        <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
        {FOUR_K_MESSAGES.valid}
      </p>
    );
  }
  if (state === 'invalid') {
    return (
      <p role="status" className="flex items-center gap-1.5 font-semibold text-red-700 dark:text-red-400">
        <XCircle className="h-4 w-4" aria-hidden="true" />
        {FOUR_K_MESSAGES.invalid}
      </p>
    );
  }
  return (
    <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
      {state === 'checking' ? 'Checking…' : 'Not tested yet'}
    </p>
  );
}
