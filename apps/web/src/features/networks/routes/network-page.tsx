import { useId } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import {
  findNetwork,
  MEDIA_FILTER_LABELS,
  parseMediaFilter,
  type TMediaFilter,
  type TNetwork,
} from '@marquee/domain';
import { InfiniteGrid } from '../../catalogue/components/infinite-grid.tsx';
import { useInfiniteMedia } from '../../catalogue/components/infinite-media-pages.ts';
import { MissingPage } from '../../catalogue/components/missing-page.tsx';
import { useFirstPageOnChange } from '../../catalogue/components/use-first-page-on-change.ts';
import { paths } from '../../../lib/paths.ts';
import { filterTabId, MediaFilterTabs } from '../components/media-filter-tabs.tsx';
import { NetworkBanner } from '../components/network-banner.tsx';
import { networkTitlesQuery } from '../queries.ts';
import { DocumentTitle } from '../../../lib/document-head.tsx';

/** A network page: All / Movies / TV Shows tabs over its titles with infinite scroll. */
export default function NetworkPage() {
  const slug = useParams().network ?? '';
  const { search } = useLocation();
  const network = findNetwork(slug);
  if (!network) {
    return (
      <MissingPage
        title="Network Not Found"
        message="We don't know that network. Pick one of the streaming services we cover."
        linkTo={paths.networks()}
        linkText="View all networks"
      />
    );
  }
  // An alias (e.g. /networks/hbo) shows the network under its own address.
  if (network.slug !== slug) return <Navigate replace to={`${paths.network(network.slug)}${search}`} />;
  return <NetworkTitles network={network} />;
}

function NetworkTitles({ network }: { network: TNetwork }) {
  const [params, setParams] = useSearchParams();
  const filter = parseMediaFilter(params.get('type'));
  const query = networkTitlesQuery(network, filter);
  useFirstPageOnChange(query.queryKey);
  const list = useInfiniteMedia(query);
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;

  const changeFilter = (next: TMediaFilter) => {
    setParams(next === 'all' ? {} : { type: next }, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 pt-4 pb-16 sm:px-6 sm:pt-6">
      <DocumentTitle>{`${network.name} · Marquee`}</DocumentTitle>
      <NetworkBanner network={network} total={list.totalResults} />
      <MediaFilterTabs value={filter} onChange={changeFilter} panelId={panelId} idPrefix={idPrefix} />
      <div role="tabpanel" id={panelId} aria-labelledby={filterTabId(idPrefix, filter)}>
        <h2 className="sr-only">{`${network.name}: ${MEDIA_FILTER_LABELS[filter]}`}</h2>
        <InfiniteGrid
          list={list}
          label={`${network.name} titles`}
          emptyText="No content found for this network"
        />
      </div>
    </div>
  );
}
