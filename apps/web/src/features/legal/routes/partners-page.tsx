import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { siteInfo } from '../../../lib/site-info.ts';
import { LegalLayout, MailLink } from '../components/legal-layout.tsx';

/** /partners: what partnering with Marquee means. */
export default function PartnersPage() {
  const { contactEmail } = siteInfo();
  return (
    <LegalLayout title="Partners" lead="Work with us to bring more people to good films and series.">
      <section>
        <h2>Who we work with</h2>
        <ul>
          <li>rights holders and libraries who want their catalogue offered as a source;</li>
          <li>developers of add-ons that speak the open add-on protocol;</li>
          <li>advertisers with small, honest ads;</li>
          <li>film clubs, communities and fan sites.</li>
        </ul>
      </section>
      <section>
        <h2>How to start</h2>
        <p>
          Tell us about yourself through the <Link to={paths.partnersSubmit()}>partnership form</Link>, or
          write to <MailLink address={contactEmail} />.
        </p>
      </section>
    </LegalLayout>
  );
}
