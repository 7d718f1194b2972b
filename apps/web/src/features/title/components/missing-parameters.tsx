import { AlertTriangle } from '../../../lib/icons.tsx';
import { DocumentTitle } from '../../../lib/document-head.tsx';

/** An episode address without a usable series, season or episode. */
export function MissingParameters() {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center sm:py-28"
    >
      <DocumentTitle>Missing required parameters | Marquee</DocumentTitle>
      <AlertTriangle className="h-10 w-10 text-amber-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Missing required parameters</h1>
    </section>
  );
}
