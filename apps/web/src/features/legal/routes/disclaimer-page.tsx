import { siteInfo } from '../../../lib/site-info.ts';
import { LegalLayout, MailLink } from '../components/legal-layout.tsx';

/** /disclaimer: Marquee hosts no media. */
export default function DisclaimerPage() {
  const { contactEmail } = siteInfo();
  return (
    <LegalLayout title="Disclaimer" lead="Marquee does not host any media.">
      <section>
        <h2>No media on our servers</h2>
        <p>
          Marquee is a catalogue and a player. It stores no films or episodes of its own: what plays comes
          from the sources the operator of this site configured (bundled demo streams, the operator's own
          library and add-ons). Titles, artwork and descriptions come from a catalogue of metadata.
        </p>
      </section>
      <section>
        <h2>No warranty</h2>
        <p>
          The site is offered as it is, without any guarantee that a title can be played, that information is
          accurate or that the site is always available.
        </p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          Concerns about content: <MailLink address={contactEmail} />.
        </p>
      </section>
    </LegalLayout>
  );
}
