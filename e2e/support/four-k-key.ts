/** The 4K key (PREMIUM_KEY) of the browser tests' server (playwright.config.ts): e2e/four-k mints 4K tokens with it. */
export const E2E_FOUR_K_KEY = 'e2e-premium-key-for-browser-tests-0123456789';
