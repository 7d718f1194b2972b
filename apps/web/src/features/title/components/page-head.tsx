import { serializeJsonLd, type TPageMeta } from '@marquee/domain';
import { DocumentHead, DocumentTitle } from '../../../lib/document-head.tsx';

/**
 * A title page's title, description, Open Graph and Twitter card tags (placed in the head) and its
 * JSON-LD. The JSON-LD script is data, never run, so the Content-Security-Policy has no say over it.
 */
export function PageHead({ meta }: { meta: TPageMeta }) {
  return (
    <DocumentHead>
      <DocumentTitle>{meta.title}</DocumentTitle>
      <meta name="description" content={meta.description} />
      <meta property="og:site_name" content="Marquee" />
      <meta property="og:type" content={meta.type} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={meta.url} />
      {meta.image && <meta property="og:image" content={meta.image} />}
      <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      {meta.image && <meta name="twitter:image" content={meta.image} />}
      {meta.jsonLd && (
        <script
          type="application/ld+json"
          data-testid="json-ld"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(meta.jsonLd) }}
        />
      )}
    </DocumentHead>
  );
}
