import { AD_AUDIENCE, AD_SPECS } from '@marquee/domain';
import { Send } from '../../../lib/icons.tsx';
import { paths } from '../../../lib/paths.ts';
import { AdSlot } from '../components/ad-slot.tsx';
import { AdPageFrame, AdSection, PageButton } from '../components/page-prose.tsx';
import { PriceTable } from '../components/price-table.tsx';

/** Our own ad for advertisers, shown as the sample banner. */
const SAMPLE_AD_ID = 'house-advertise';

const FORMATS = [
  {
    name: 'Banner',
    text: 'A wide picture across the page: 728 × 90 on computers, 320 × 100 on phones.',
  },
  {
    name: 'In-player companion',
    text: 'A picture beside the video player while a title plays. Offered as a special placement only.',
  },
  { name: 'In-list', text: 'A card among the titles of a row or grid, the size of a poster.' },
  { name: 'Square', text: 'A square picture at the side or the end of a page.' },
] as const;

/** The Advertise page: formats, the price table, the ad file requirements and how to get in touch. */
export default function AdvertisePage() {
  return (
    <AdPageFrame
      title="Advertise on Marquee"
      lead={`Reach people who come to find their next film or series: about ${AD_AUDIENCE.monthlyViews} page views and ${AD_AUDIENCE.visits} visits a month.`}
    >
      <AdSection title="What an ad looks like">
        <p>
          A picture and a link, in a space kept for it on the page. We serve it from our own site: no scripts,
          no tracking pixels, no cookies, for you or for our visitors.
        </p>
        <AdSlot name="advertise-sample" adId={SAMPLE_AD_ID} className="mt-4" />
      </AdSection>
      <AdSection title="Formats">
        <dl className="grid gap-4 sm:grid-cols-2">
          {FORMATS.map((format) => (
            <div key={format.name} className="rounded-xl border border-zinc-200 p-4 dark:border-white/10">
              <dt className="font-semibold text-zinc-950 dark:text-white">{format.name}</dt>
              <dd className="mt-1 text-sm">{format.text}</dd>
            </div>
          ))}
        </dl>
      </AdSection>
      <AdSection title="Prices">
        <p>Per month, in US dollars, by where the ad shows.</p>
        <PriceTable />
      </AdSection>
      <AdSection title="Specs">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            Animated GIF up to {AD_SPECS.gifMaxMb} MB, or a static image up to {AD_SPECS.imageMaxMb} MB.
          </li>
          <li>An ad runs for at least {AD_SPECS.minimumDays} days.</li>
          <li>Every ad is reviewed before it runs.</li>
          <li>No explicit content, no scams and no malware.</li>
        </ul>
      </AdSection>
      <AdSection title="Get in touch">
        <p>
          Tell us what you would like to show, where and for how long, and we will answer with the dates we
          have free.
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          <PageButton to={paths.partnersSubmit()} kind="primary">
            <Send className="h-4 w-4" aria-hidden="true" />
            Contact us about an ad
          </PageButton>
          <PageButton to={paths.ads()} kind="secondary">
            Why we have ads
          </PageButton>
        </div>
      </AdSection>
    </AdPageFrame>
  );
}
