import { REPORT_BUTTON_TEXT, REPORT_TEXT_MAX_LENGTH } from '@marquee/domain';
import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, Send } from '../../../lib/icons.tsx';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { controlClass, Field } from '../../../lib/ui/field.tsx';
import { useForm } from '../../../lib/ui/use-form.ts';
import { buildReport, reportFailureMessage, sendReport, type TReportBody } from '../error-report.ts';
import { reportMutation } from '../queries.ts';
import type { TRouteErrorView } from '../route-error.ts';

export interface TErrorReportFormProps {
  view: TRouteErrorView;
  send?: (body: TReportBody) => Promise<void>;
}

/** The free-text report box and 'Report This Issue' → 'Sending Report...' → 'Issue Reported'. */
export function ErrorReportForm({ view, send = sendReport }: TErrorReportFormProps) {
  const form = useForm({ initial: { text: '' } });
  const report = useMutation(reportMutation(send));
  const state = report.isPending ? 'sending' : report.isSuccess ? 'sent' : 'idle';

  const submit = form.handleSubmit(({ text }) => {
    if (state !== 'idle') return;
    report.mutate(
      buildReport({ view, text, url: window.location.href, browser: window.navigator.userAgent }),
    );
  });

  return (
    <form onSubmit={submit} className="space-y-3">
      <Field label="What were you doing when it broke?" isOptional>
        {(control) => (
          <textarea
            {...control}
            {...form.field('text')}
            rows={4}
            maxLength={REPORT_TEXT_MAX_LENGTH}
            disabled={state !== 'idle'}
            placeholder="I opened a title, pressed Play, and…"
            className={clsx(controlClass, 'resize-y py-2')}
          />
        )}
      </Field>
      {report.isError && <Alert>{reportFailureMessage(report.error)}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          size="pill"
          variant={state === 'sent' ? 'success' : 'primary'}
          disabled={state !== 'idle'}
          isPending={state === 'sending'}
          icon={
            state === 'sent' ? (
              <Check className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Send className="h-4 w-4" aria-hidden="true" />
            )
          }
        >
          {REPORT_BUTTON_TEXT[state]}
        </Button>
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          {state === 'sent' ? 'Thank you. The report reached us with the details above.' : ''}
        </p>
      </div>
    </form>
  );
}
