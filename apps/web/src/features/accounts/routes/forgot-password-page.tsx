import { ACCOUNT_MESSAGES, EMAIL_PATTERN, SIGN_IN_MESSAGES } from '@marquee/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { siteInfo } from '../../../lib/site-info.ts';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { useForm } from '../../../lib/ui/use-form.ts';
import { AccountFields, type TAccountFieldSpec } from '../components/account-field.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { passwordResetRequestMutation, recoveryQuery } from '../queries.ts';

type TFields = { email: string };
const FIELDS: readonly TAccountFieldSpec<TFields>[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

/** Where a person without e-mail recovery gets help: the operator's contact address, when there is one. */
function OperatorHelp() {
  const { contactEmail } = siteInfo();
  return (
    <div className="space-y-3 text-sm" data-testid="recovery-by-operator">
      <p>{SIGN_IN_MESSAGES.noEmail}</p>
      {contactEmail ? (
        <p>
          Write to{' '}
          <a
            href={`mailto:${contactEmail}`}
            className="font-semibold text-brand-700 underline dark:text-brand-400"
          >
            {contactEmail}
          </a>{' '}
          from the address your account uses, with your username.
        </p>
      ) : (
        <p>Ask the person who runs this site, with your username and the address your account uses.</p>
      )}
    </div>
  );
}

/** /forgot-password: a reset link by e-mail, or how to reach the operator. */
export default function ForgotPasswordPage() {
  const recovery = useQuery(recoveryQuery());
  const send = useMutation(passwordResetRequestMutation());
  const form = useForm<TFields>({
    initial: { email: '' },
    validate: ({ email }) => (EMAIL_PATTERN.test(email.trim()) ? {} : { email: ACCOUNT_MESSAGES.email }),
  });
  const submit = form.handleSubmit(({ email }) => {
    if (form.isValid && !send.isPending) send.mutate(email.trim());
  });
  const failure =
    send.error instanceof ApiError ? send.error.serverMessage : send.error ? 'Please try again.' : undefined;

  return (
    <AuthCard title="Forgot password?" intro="Choose a new password with a link sent to your e-mail.">
      {recovery.isPending ? (
        <div className="h-32 animate-pulse rounded-lg bg-zinc-100 dark:bg-white/5" aria-busy="true" />
      ) : recovery.data?.byEmail ? (
        send.isSuccess ? (
          <Alert tone="success">{SIGN_IN_MESSAGES.resetSent}</Alert>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4">
            <AccountFields form={form} fields={FIELDS} disabled={send.isPending} />
            {failure && <Alert>{failure}</Alert>}
            <Button
              type="submit"
              disabled={!form.isValid || send.isPending}
              isPending={send.isPending}
              className="w-full"
            >
              Send me a link
            </Button>
          </form>
        )
      ) : (
        <OperatorHelp />
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login()} className="font-semibold text-brand-700 underline dark:text-brand-400">
          Back to login
        </Link>
      </p>
    </AuthCard>
  );
}
