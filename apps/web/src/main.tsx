import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { migrateBookmarks } from './features/bookmarks/migrate-bookmarks.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// Before any screen reads bookmarks (spec §4 "Migration on first load").
migrateBookmarks();
createRoot(root).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
