import type { CatalogueBackend } from '../catalogue/catalogue.backend.ts';
import type { TConfig } from '../config/config.ts';
import { createAddonProvider } from './providers/addon-provider.ts';
import { createDemoProvider, type TDemoProviderOptions } from './providers/demo-provider.ts';
import { createLibraryProvider } from './providers/library-provider.ts';
import type { SourceProvider } from './providers/provider.ts';

export interface TProviderDeps {
  config: Pick<TConfig, 'providers' | 'libraryDir' | 'addonUrls'>;
  catalogue: CatalogueBackend;
  fetch?: typeof fetch;
  unlocks4k?: TDemoProviderOptions['unlocks4k'];
}

/**
 * The chain PROVIDERS names, in its order: `library` when LIBRARY_DIR is set, one `addon` step for each URL
 * of ADDON_URLS, and `demo`. A provider without its setting is left out.
 */
export function createSourceProviders(deps: TProviderDeps): SourceProvider[] {
  return deps.config.providers.flatMap((name): SourceProvider[] => {
    switch (name) {
      case 'library':
        return deps.config.libraryDir ? [createLibraryProvider(deps.config.libraryDir)] : [];
      case 'addon':
        return deps.config.addonUrls.map((url) =>
          createAddonProvider({
            url,
            catalogue: deps.catalogue,
            ...(deps.fetch ? { fetch: deps.fetch } : {}),
          }),
        );
      case 'demo':
        return [createDemoProvider(deps.unlocks4k ? { unlocks4k: deps.unlocks4k } : {})];
    }
  });
}
