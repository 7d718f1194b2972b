import { HandCoins, Megaphone } from '../../../lib/icons.tsx';
import { paths } from '../../../lib/paths.ts';
import { AdPageFrame, AdSection, PageButton } from '../components/page-prose.tsx';

/** 'Why We Now Have Ads': why the site shows ads, what kind, and the two other ways to help. */
export default function AdsPage() {
  return (
    <AdPageFrame
      title="Why We Now Have Ads"
      lead="Marquee is free and stays free. Running it is not: servers, bandwidth and the time to keep it working all cost money."
    >
      <AdSection title="Why ads">
        <p>
          For a long time donations covered the bills. As more people found the site, they stopped doing so.
          We did not want a paywall, an account requirement or a slower site, so we made room for a few small
          ads instead.
        </p>
      </AdSection>
      <AdSection title="What kind of ads">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            A few fixed banners on the browsing pages, each in a space kept for it, so nothing jumps around
            while you read.
          </li>
          <li>
            No pop-ups, no pop-unders, no sound, no video that plays on its own and no ads between you and
            what you want to watch.
          </li>
          <li>
            No tracking. An ad is a picture and a link served from this site: no third-party scripts, cookies
            or profiles. We do not know who sees an ad, and neither does the advertiser.
          </li>
          <li>
            Every ad is reviewed by us before it runs. Nothing explicit, no scams, no malware. For now most of
            them are our own: asking for donations, and for advertisers.
          </li>
          <li>
            Not interested in one? Close it with its × button and it stays away for the rest of the day.
          </li>
        </ul>
      </AdSection>
      <AdSection title="Rather help another way?">
        <p>
          A donation of any size keeps the servers running, and fewer ads are needed when more of you give. If
          you run something our visitors would like, you can advertise it here, in plain view and at a fixed
          price.
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          <PageButton to={paths.donate()} kind="primary">
            <HandCoins className="h-4 w-4" aria-hidden="true" />
            Donate
          </PageButton>
          <PageButton to={paths.advertise()} kind="secondary">
            <Megaphone className="h-4 w-4" aria-hidden="true" />
            Advertise with us
          </PageButton>
        </div>
      </AdSection>
    </AdPageFrame>
  );
}
