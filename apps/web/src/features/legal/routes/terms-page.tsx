import { siteInfo } from '../../../lib/site-info.ts';
import { LegalLayout, MailLink } from '../components/legal-layout.tsx';

/** /tos (also /terms): the Terms of Service. */
export default function TermsPage() {
  const { contactEmail } = siteInfo();
  return (
    <LegalLayout title="Terms of Service" lead="The rules for using Marquee, in plain words.">
      <section>
        <h2>Accepting these terms</h2>
        <p>
          By using Marquee you agree to these terms. If you do not agree with them, please do not use the
          site. We may update them; the version on this page is the one that applies.
        </p>
      </section>
      <section>
        <h2>What Marquee is</h2>
        <p>
          Marquee helps you find movies, series and anime, keep bookmarks and a watch history, and play video
          from sources found when you press play. Marquee itself stores no films or episodes. The sources are
          the ones the operator of this site set up: bundled demo streams, the operator's own media library,
          and add-ons the operator chose.
        </p>
      </section>
      <section>
        <h2>Third-party links and content</h2>
        <p>
          Titles, artwork and descriptions come from a catalogue, and some links lead to other websites. We do
          not control those sites and are not responsible for what they publish. Follow them at your own
          judgement.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <p>
          An account is optional. If you create one, keep your password to yourself; you are responsible for
          what happens under your account. You can sign out of every device from the account page.
        </p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          Questions about these terms: <MailLink address={contactEmail} />.
        </p>
      </section>
    </LegalLayout>
  );
}
