/** The premium key of the browser tests' server (playwright.config.ts): e2e/fourk mints 4K tokens with it. */
export const E2E_PREMIUM_KEY = 'e2e-premium-key-for-browser-tests-0123456789';
