import { PARTNER_KINDS, PARTNER_LIMITS, validatePartnerFields, type TPartnerFields } from '@marquee/domain';
import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { controlClass, Field } from '../../../lib/ui/field.tsx';
import { useForm } from '../../../lib/ui/use-form.ts';
import { describeSendFailure } from '../partner-request.ts';
import { partnerRequestMutation } from '../queries.ts';

export const EMPTY_PARTNER_FIELDS: TPartnerFields = {
  name: '',
  email: '',
  website: '',
  kind: '',
  message: '',
};

const textBox = clsx(controlClass, 'h-11');

/** The fields still wrong after a send was tried, said once above the button. */
function correctionNote(count: number): string {
  return count === 1
    ? 'Please correct the field marked above.'
    : `Please correct the ${count} fields marked above.`;
}

/**
 * The partnership form: checked live by the same rules the server applies (`validatePartnerFields`). A field's
 * message shows once the visitor left it or tried to send; a failed send keeps every word typed.
 */
export function PartnerForm({ onSent }: { onSent: (sent: { id: number; fields: TPartnerFields }) => void }) {
  const form = useForm({
    initial: EMPTY_PARTNER_FIELDS,
    validate: validatePartnerFields,
    showErrorsAfter: 'blur',
  });
  // A field the server refused takes the focus once the form is enabled again (a disabled one cannot).
  const focusAfterSend = useRef<keyof TPartnerFields | undefined>(undefined);
  const send = useMutation({
    ...partnerRequestMutation(),
    onSuccess: (id, fields) => onSent({ id, fields }),
    onError: (error) => {
      const { fields } = describeSendFailure(error);
      form.setServerErrors(fields);
      focusAfterSend.current = form.firstFieldOf(fields);
    },
  });
  const isSending = send.isPending;

  useEffect(() => {
    if (isSending || !focusAfterSend.current) return;
    form.focus(focusAfterSend.current);
    focusAfterSend.current = undefined;
  });

  const submit = form.handleSubmit((fields) => {
    if (isSending) return;
    form.showAllErrors();
    form.setServerErrors({});
    send.reset();
    const firstWrong = form.wrongFields[0];
    if (firstWrong) form.focus(firstWrong);
    else send.mutate(fields);
  });

  const errorCount = form.wrongFields.length;
  return (
    <form onSubmit={submit} noValidate aria-busy={isSending} aria-label="Partnership request">
      <fieldset disabled={isSending} className="space-y-5">
        <Field label="Name or organisation" error={form.errorOf('name')}>
          {(control) => (
            <input
              {...control}
              {...form.field('name')}
              type="text"
              autoComplete="organization"
              maxLength={PARTNER_LIMITS.nameMax + 50}
              className={textBox}
            />
          )}
        </Field>
        <Field label="Email" error={form.errorOf('email')}>
          {(control) => (
            <input
              {...control}
              {...form.field('email')}
              type="email"
              autoComplete="email"
              className={textBox}
            />
          )}
        </Field>
        <Field
          label="Website"
          isOptional
          hint="For example https://example.org"
          error={form.errorOf('website')}
        >
          {(control) => (
            <input
              {...control}
              {...form.field('website')}
              type="url"
              inputMode="url"
              autoComplete="url"
              className={textBox}
            />
          )}
        </Field>
        <Field label="Kind of partnership" error={form.errorOf('kind')}>
          {(control) => (
            <select {...control} {...form.field('kind')} className={textBox}>
              <option value="">Choose one…</option>
              {PARTNER_KINDS.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Your proposal"
          hint={`Who you are, what you propose and what you would like from us: at least ${PARTNER_LIMITS.messageMin} characters (${form.values.message.trim().length} / ${PARTNER_LIMITS.messageMax}).`}
          error={form.errorOf('message')}
        >
          {(control) => (
            <textarea
              {...control}
              {...form.field('message')}
              rows={7}
              className={clsx(controlClass, 'min-h-40 py-2.5 leading-relaxed')}
            />
          )}
        </Field>
        {send.isError && <Alert>{describeSendFailure(send.error).message}</Alert>}
        {!send.isError && form.isAllShown && errorCount > 0 && <Alert>{correctionNote(errorCount)}</Alert>}
        <Button type="submit" {...form.submitButton} isPending={isSending} className="w-full sm:w-auto">
          {isSending ? 'Sending…' : 'Send request'}
        </Button>
      </fieldset>
    </form>
  );
}
