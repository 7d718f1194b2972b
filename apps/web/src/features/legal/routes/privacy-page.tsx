import { siteInfo } from '../../../lib/site-info.ts';
import { LegalLayout, MailLink } from '../components/legal-layout.tsx';

/** /privacy: what Marquee keeps about visitors. */
export default function PrivacyPage() {
  const { contactEmail } = siteInfo();
  return (
    <LegalLayout title="Privacy Policy" lead="What we keep about you, and why.">
      <section>
        <h2>Without an account</h2>
        <p>
          Your bookmarks, watch history and settings stay in your browser's storage. They never leave your
          device unless you create an account. You can clear them at any time from your browser's settings for
          this site.
        </p>
      </section>
      <section>
        <h2>With an account</h2>
        <p>
          We keep your username, e-mail address, a hash of your password (never the password itself), and the
          bookmarks, watch history and settings you sync, so they follow you across devices. Sessions are kept
          as hashes of their tokens.
        </p>
      </section>
      <section>
        <h2>Reports and requests you send</h2>
        <p>
          When you report an error we store the page address, the error, your browser's description and what
          you wrote. Partnership requests keep the details you enter. We use them only to answer and to fix
          problems.
        </p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          To ask about or delete your data, write to <MailLink address={contactEmail} />.
        </p>
      </section>
    </LegalLayout>
  );
}
