import type { TPartnerFields } from '@marquee/domain';
import { CircleCheck } from '../../../lib/icons.tsx';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { siteInfo } from '../../../lib/site-info.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { LegalLayout, MailLink } from '../components/legal-layout.tsx';
import { PartnerForm } from '../components/partner-form.tsx';

/** /partners/submit: the partnership request form, stored on the server for the operator to answer. */
export default function PartnersSubmitPage() {
  const { contactEmail } = siteInfo();
  const [sent, setSent] = useState<{ id: number; fields: TPartnerFields } | undefined>();
  return (
    <LegalLayout
      title="Partnership request"
      lead="Tell us who you are and what you have in mind; we read every request and answer by e-mail."
    >
      {sent ? (
        <SentNote id={sent.id} email={sent.fields.email.trim()} onAnother={() => setSent(undefined)} />
      ) : (
        <>
          <PartnerForm onSent={setSent} />
          <p className="text-sm">
            Rather write? <MailLink address={contactEmail} />. Read more about partnering on the{' '}
            <Link to={paths.partners()}>Partners page</Link>.
          </p>
        </>
      )}
    </LegalLayout>
  );
}

function SentNote({ id, email, onAnother }: { id: number; email: string; onAnother: () => void }) {
  const note = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: take the focus to what replaced it, shown clear of the sticky header.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    note.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <section
      ref={note}
      role="status"
      className="rounded-2xl border border-green-300 bg-green-50 p-6 dark:border-green-900 dark:bg-green-950/40"
    >
      <h2 ref={heading} tabIndex={-1} className="flex items-center gap-2 outline-none">
        <CircleCheck className="h-6 w-6 shrink-0 text-green-700 dark:text-green-400" aria-hidden="true" />
        Thank you, we received your request
      </h2>
      <p>
        Your request number is <strong data-testid="partner-request-id">{id}</strong>. We will answer you at{' '}
        <strong>{email}</strong>.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button variant="secondary" size="sm" onClick={onAnother} className="text-zinc-900 dark:text-white">
          Send another request
        </Button>
        <Link to={paths.partners()} className="inline-flex h-10 items-center text-sm font-semibold">
          Back to Partners
        </Link>
      </div>
    </section>
  );
}
