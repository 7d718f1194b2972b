import { NotFoundView } from '../components/not-found-view.tsx';

/** Any unknown path. */
export default function NotFoundPage() {
  return <NotFoundView />;
}
