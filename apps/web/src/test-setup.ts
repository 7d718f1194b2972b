// Shared set-up of the web unit tests (jsdom). Vitest globals are off, so Testing Library cannot register
// its own cleanup: unmount whatever a test rendered after each one here.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
