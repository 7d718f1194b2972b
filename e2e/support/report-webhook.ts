/**
 * Where the browser tests' server forwards error reports (REPORT_WEBHOOK_URL in playwright.config.ts):
 * e2e/shell/error-page.spec.ts listens there while it checks the forward. Nobody listens otherwise, so the
 * server keeps such reports and retries later, as it would with a webhook that is down.
 */
export function reportWebhookPort(): number {
  return Number(process.env.E2E_REPORT_WEBHOOK_PORT ?? Number(process.env.E2E_PORT ?? 8099) + 5);
}

export const REPORT_WEBHOOK_PATH = '/e2e-report-hook';
