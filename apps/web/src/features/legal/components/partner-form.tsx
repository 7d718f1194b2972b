import {
  PARTNER_FIELD_NAMES,
  PARTNER_KINDS,
  PARTNER_LIMITS,
  validatePartnerFields,
  type TPartnerErrors,
  type TPartnerFields,
} from '@marquee/domain';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { describeSendFailure, sendPartnerRequest, type TSendFailure } from '../partner-request.ts';
import { controlClass, FormFieldFrame } from './form-field-frame.tsx';

type TFieldName = keyof TPartnerFields;

export const EMPTY_PARTNER_FIELDS: TPartnerFields = {
  name: '',
  email: '',
  website: '',
  kind: '',
  message: '',
};

export const submitButtonClass =
  'inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto';

const alertClass = 'rounded-lg bg-red-100 px-3 py-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100';

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
  const [fields, setFields] = useState<TPartnerFields>(EMPTY_PARTNER_FIELDS);
  const [visited, setVisited] = useState<Partial<Record<TFieldName, boolean>>>({});
  const [hasTriedToSend, setHasTriedToSend] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<TSendFailure | undefined>();
  const controls = useRef<Partial<Record<TFieldName, HTMLElement | null>>>({});
  // A field the server refused takes the focus once the form is enabled again (a disabled one cannot).
  const focusAfterSend = useRef<TFieldName | undefined>(undefined);

  useEffect(() => {
    if (isSending || !focusAfterSend.current) return;
    controls.current[focusAfterSend.current]?.focus();
    focusAfterSend.current = undefined;
  });

  const errors = validatePartnerFields(fields);
  const errorCount = Object.keys(errors).length;
  const shownError = (name: TFieldName): string | undefined =>
    (hasTriedToSend || visited[name] ? errors[name] : undefined) ?? failure?.fields[name];

  const edit = (name: TFieldName) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    // The server's word on a field no longer holds once the visitor changed it.
    setFailure((current) => {
      if (!current?.fields[name]) return current;
      const { [name]: _gone, ...rest } = current.fields;
      return { ...current, fields: rest satisfies TPartnerErrors };
    });
  };
  // Pressing Send request blurs the field first: its message appearing then would move the button away from
  // under the pointer and lose the click. The send attempt shows every message anyway.
  const isPressingSend = useRef(false);
  const leave = (name: TFieldName) => () => {
    if (!isPressingSend.current) setVisited((current) => ({ ...current, [name]: true }));
  };
  const bind = (name: TFieldName) => ({
    ref: (element: HTMLElement | null) => {
      controls.current[name] = element;
    },
    name,
    value: fields[name],
    onBlur: leave(name),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    isPressingSend.current = false;
    if (isSending) return;
    setHasTriedToSend(true);
    setFailure(undefined);
    const firstWrong = PARTNER_FIELD_NAMES.find((name) => errors[name]);
    if (firstWrong) {
      controls.current[firstWrong]?.focus();
      return;
    }
    setIsSending(true);
    try {
      const id = await sendPartnerRequest(fields);
      onSent({ id, fields });
    } catch (error) {
      const next = describeSendFailure(error);
      setFailure(next);
      focusAfterSend.current = PARTNER_FIELD_NAMES.find((name) => next.fields[name]);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={isSending} aria-label="Partnership request">
      <fieldset disabled={isSending} className="space-y-5">
        <FormFieldFrame label="Name or organisation" error={shownError('name')}>
          {(control) => (
            <input
              {...control}
              {...bind('name')}
              type="text"
              autoComplete="organization"
              maxLength={PARTNER_LIMITS.nameMax + 50}
              onChange={(event) => edit('name')(event.target.value)}
              className={`${controlClass} h-11`}
            />
          )}
        </FormFieldFrame>
        <FormFieldFrame label="Email" error={shownError('email')}>
          {(control) => (
            <input
              {...control}
              {...bind('email')}
              type="email"
              autoComplete="email"
              onChange={(event) => edit('email')(event.target.value)}
              className={`${controlClass} h-11`}
            />
          )}
        </FormFieldFrame>
        <FormFieldFrame
          label="Website"
          isOptional
          hint="For example https://example.org"
          error={shownError('website')}
        >
          {(control) => (
            <input
              {...control}
              {...bind('website')}
              type="url"
              inputMode="url"
              autoComplete="url"
              onChange={(event) => edit('website')(event.target.value)}
              className={`${controlClass} h-11`}
            />
          )}
        </FormFieldFrame>
        <FormFieldFrame label="Kind of partnership" error={shownError('kind')}>
          {(control) => (
            <select
              {...control}
              {...bind('kind')}
              onChange={(event) => edit('kind')(event.target.value)}
              className={`${controlClass} h-11`}
            >
              <option value="">Choose one…</option>
              {PARTNER_KINDS.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.label}
                </option>
              ))}
            </select>
          )}
        </FormFieldFrame>
        <FormFieldFrame
          label="Your proposal"
          hint={`Who you are, what you propose and what you would like from us: at least ${PARTNER_LIMITS.messageMin} characters (${fields.message.trim().length} / ${PARTNER_LIMITS.messageMax}).`}
          error={shownError('message')}
        >
          {(control) => (
            <textarea
              {...control}
              {...bind('message')}
              rows={7}
              onChange={(event) => edit('message')(event.target.value)}
              className={`${controlClass} min-h-40 py-2.5 leading-relaxed`}
            />
          )}
        </FormFieldFrame>
        {failure && (
          <p role="alert" className={alertClass}>
            {failure.message}
          </p>
        )}
        {!failure && hasTriedToSend && errorCount > 0 && (
          <p role="alert" className={alertClass}>
            {correctionNote(errorCount)}
          </p>
        )}
        <button
          type="submit"
          onPointerDown={() => (isPressingSend.current = true)}
          onPointerLeave={() => (isPressingSend.current = false)}
          onPointerCancel={() => (isPressingSend.current = false)}
          className={submitButtonClass}
        >
          {isSending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {isSending ? 'Sending…' : 'Send request'}
        </button>
      </fieldset>
    </form>
  );
}
