import { chooseInfoBox } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readDismissedInfoBoxes, rememberInfoBoxDismissal } from './info-box-storage.ts';
import { infoBoxesQuery } from './queries.ts';
import { InfoBoxView } from './info-box-view.tsx';

/**
 * The info box, drawn with the first render: the first box not dismissed and not expired, until it is
 * dismissed (stored by id) or expires; then the next one. It is a strip in the page's flow under the header, so
 * it pushes the page down rather than covering any of it.
 */
export default function InfoBoxHost() {
  // No box is a fine outcome of a failed fetch.
  const boxes = useQuery(infoBoxesQuery()).data ?? [];
  const [dismissed, setDismissed] = useState(readDismissedInfoBoxes);
  const [now, setNow] = useState(() => Date.now());

  const box = chooseInfoBox(boxes, dismissed, now);
  // Take a box away when it expires while the page is open.
  const expiresAt = box?.expiresAt === undefined ? Number.NaN : Date.parse(box.expiresAt);
  useEffect(() => {
    if (Number.isNaN(expiresAt)) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(expiresAt - now, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [expiresAt, now]);

  if (!box) return null;
  const dismiss = () => {
    rememberInfoBoxDismissal(box.id);
    setDismissed(readDismissedInfoBoxes());
  };
  return <InfoBoxView box={box} onDismiss={dismiss} />;
}
