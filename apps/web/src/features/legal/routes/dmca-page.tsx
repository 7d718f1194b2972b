import { siteInfo } from '../../../lib/site-info.ts';
import { LegalLayout, MailLink } from '../components/legal-layout.tsx';

/** /dmca: copyright notices and counter-notices (10 to 14 business days). */
export default function DmcaPage() {
  const { dmcaEmail } = siteInfo();
  return (
    <LegalLayout
      title="DMCA Policy"
      lead="How to tell us about material you believe infringes your copyright."
    >
      <section>
        <h2>Sending a notice</h2>
        <p>
          Marquee hosts no media files. If a source offered on this site infringes your rights, send a notice
          to <MailLink address={dmcaEmail} /> with:
        </p>
        <ul>
          <li>the work you own and the page of this site where it appears;</li>
          <li>your name, postal address, telephone number and e-mail address;</li>
          <li>a statement that you believe in good faith the use is not authorised;</li>
          <li>
            a statement, under penalty of perjury, that the notice is accurate and you may act for the owner;
          </li>
          <li>your physical or electronic signature.</li>
        </ul>
      </section>
      <section>
        <h2>Counter-notices</h2>
        <p>
          If you believe material was removed by mistake, you may send a counter-notice to the same address.
          We forward it to the person who sent the original notice, and we respond to counter-notices within
          10 to 14 business days.
        </p>
      </section>
      <section>
        <h2>Repeat infringers</h2>
        <p>Accounts that repeatedly share infringing material are closed.</p>
      </section>
    </LegalLayout>
  );
}
