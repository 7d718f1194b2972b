import { useState } from 'react';
import { NETWORKS } from '@marquee/domain';
import { AllNetworks } from '../components/all-networks.tsx';
import { NetworkCard } from '../components/network-card.tsx';
import { DocumentTitle } from '../../../lib/document-head.tsx';

/** The networks landing: the 8 networks, each with 5 of its titles shuffled once per visit, and all networks. */
export default function NetworksPage() {
  // One shuffle per visit: a new seed each time the page is opened, kept while it stays open.
  const [seed] = useState(() => Math.floor(Math.random() * 2 ** 32));
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 pt-4 pb-16 sm:px-6 sm:pt-6">
      <DocumentTitle>Networks · Marquee</DocumentTitle>
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Networks</h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          Originals and favourites from the streaming services, a different five each visit.
        </p>
      </header>
      <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:gap-6">
        {NETWORKS.map((network, index) => (
          <li key={network.slug}>
            <NetworkCard network={network} seed={seed + index} />
          </li>
        ))}
      </ul>
      <AllNetworks />
    </div>
  );
}
