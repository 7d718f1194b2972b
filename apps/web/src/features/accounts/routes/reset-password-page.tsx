import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH, SIGN_IN_MESSAGES } from '@marquee/domain';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { useForm } from '../../../lib/ui/use-form.ts';
import { forgetUser } from '../account-sync.ts';
import { AccountFields, type TAccountFieldSpec } from '../components/account-field.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { loginLock } from '../login-lock.ts';
import { passwordResetMutation } from '../queries.ts';

type TFields = { password: string };
const FIELDS: readonly TAccountFieldSpec<TFields>[] = [
  { name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password' },
];

const linkClass = 'font-semibold text-brand-700 underline dark:text-brand-400';

/** /reset-password?token=…: the page a reset link opens, where the new password is chosen. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useMutation({
    ...passwordResetMutation(),
    onSuccess: () => {
      // Every session ended, this device's too; the login form starts afresh.
      forgetUser();
      loginLock.reset();
    },
  });
  const form = useForm<TFields>({
    initial: { password: '' },
    validate: ({ password }) =>
      password.length >= PASSWORD_MIN_LENGTH ? {} : { password: ACCOUNT_MESSAGES.password },
  });
  const submit = form.handleSubmit(({ password }) => {
    if (form.isValid && !reset.isPending) reset.mutate({ token, password });
  });
  const failure =
    reset.error instanceof ApiError
      ? reset.error.serverMessage
      : reset.error
        ? 'Please try again.'
        : undefined;

  return (
    <AuthCard
      title="Choose a new password"
      intro="At least 8 characters, not one of the passwords everyone tries."
    >
      {reset.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">{SIGN_IN_MESSAGES.resetDone}</Alert>
          <p className="text-center text-sm">
            <Link to={paths.login()} className={linkClass}>
              Go to login
            </Link>
          </p>
        </div>
      ) : token ? (
        <form onSubmit={submit} noValidate className="space-y-4">
          <AccountFields form={form} fields={FIELDS} disabled={reset.isPending} />
          {failure && (
            <Alert>
              {failure}{' '}
              {failure === SIGN_IN_MESSAGES.resetInvalid && (
                <Link to={paths.forgotPassword()} className="underline">
                  Ask for a new link
                </Link>
              )}
            </Alert>
          )}
          <Button
            type="submit"
            disabled={!form.isValid || reset.isPending}
            isPending={reset.isPending}
            className="w-full"
          >
            Save new password
          </Button>
        </form>
      ) : (
        <Alert>
          {SIGN_IN_MESSAGES.resetInvalid}{' '}
          <Link to={paths.forgotPassword()} className="underline">
            Ask for a new link
          </Link>
        </Alert>
      )}
    </AuthCard>
  );
}
