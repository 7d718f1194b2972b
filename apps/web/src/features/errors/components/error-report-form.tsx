import { REPORT_BUTTON_TEXT, REPORT_TEXT_MAX_LENGTH } from '@marquee/domain';
import { clsx } from 'clsx';
import { Check, LoaderCircle, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { buildReport, reportFailureMessage, sendReport, type TReportBody } from '../error-report.ts';
import type { TRouteErrorView } from '../route-error.ts';

type TReportState = 'idle' | 'sending' | 'sent';

export interface TErrorReportFormProps {
  view: TRouteErrorView;
  send?: (body: TReportBody) => Promise<void>;
}

/** The free-text report box and 'Report This Issue' → 'Sending Report...' → 'Issue Reported' (spec §2, §4). */
export function ErrorReportForm({ view, send = sendReport }: TErrorReportFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [state, setState] = useState<TReportState>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'idle') return;
    setState('sending');
    setFailure(null);
    try {
      await send(buildReport({ view, text, url: window.location.href, browser: window.navigator.userAgent }));
      setState('sent');
    } catch (error) {
      setFailure(reportFailureMessage(error));
      setState('idle');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3">
      <label htmlFor={id} className="block text-sm font-semibold">
        What were you doing when it broke?{' '}
        <span className="font-normal text-zinc-600 dark:text-zinc-400">(optional)</span>
      </label>
      <textarea
        id={id}
        value={text}
        rows={4}
        maxLength={REPORT_TEXT_MAX_LENGTH}
        disabled={state !== 'idle'}
        onChange={(event) => setText(event.target.value)}
        placeholder="I opened a title, pressed Play, and…"
        className="block w-full resize-y rounded-lg border border-zinc-300 bg-white px-3 py-2 text-base outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/40 disabled:opacity-60 dark:border-white/15 dark:bg-zinc-900"
      />
      {failure && (
        <p
          role="alert"
          className="rounded-lg bg-red-100 px-3 py-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={state !== 'idle'}
          className={clsx(
            'inline-flex items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold shadow-sm transition-colors disabled:cursor-not-allowed',
            state === 'sent'
              ? 'bg-emerald-700 text-white'
              : 'bg-brand-700 text-white hover:bg-brand-600 disabled:opacity-70',
          )}
        >
          {state === 'sending' && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {state === 'sent' && <Check className="h-4 w-4" aria-hidden="true" />}
          {state === 'idle' && <Send className="h-4 w-4" aria-hidden="true" />}
          {REPORT_BUTTON_TEXT[state]}
        </button>
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          {state === 'sent' ? 'Thank you. The report reached us with the details above.' : ''}
        </p>
      </div>
    </form>
  );
}
