import { siteInfo } from '../../../lib/site-info.ts';
import { LegalLayout, MailLink } from '../components/legal-layout.tsx';

const QUESTIONS: { question: string; answer: string }[] = [
  {
    question: 'Is Marquee free?',
    answer: 'Yes. There is no subscription and no paywall; small ads and donations keep the site running.',
  },
  {
    question: 'Where do the videos come from?',
    answer:
      "Marquee hosts no media. When you press play it asks the sources the operator set up (demo streams, the operator's own library and add-ons) for a stream of that title.",
  },
  {
    question: 'Do I need an account?',
    answer:
      'No. Bookmarks and watch history are kept in your browser. An account only syncs them across your devices.',
  },
  {
    question: 'A title does not play. What can I do?',
    answer:
      'Try again in a moment, or pick another source from the player. If it keeps failing, report it from the error page or write to us.',
  },
  {
    question: 'How do I clear my data?',
    answer:
      "Clear this site's data in your browser settings. Signed-in users can also remove bookmarks and history from their lists.",
  },
];

/** /faq: a list of questions, each opening its answer (native disclosure, keyboard accessible). */
export default function FaqPage() {
  const { contactEmail } = siteInfo();
  return (
    <LegalLayout title="Frequently Asked Questions" lead="Short answers to what people ask most.">
      <div className="space-y-3">
        {QUESTIONS.map((item) => (
          <details
            key={item.question}
            className="rounded-lg border border-zinc-200 px-4 py-3 dark:border-white/10"
          >
            <summary className="cursor-pointer font-semibold text-zinc-900 dark:text-white">
              {item.question}
            </summary>
            <p className="mt-2">{item.answer}</p>
          </details>
        ))}
      </div>
      <p>
        Another question? Write to <MailLink address={contactEmail} />.
      </p>
    </LegalLayout>
  );
}
