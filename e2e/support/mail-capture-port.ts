/**
 * Where the browser tests' server sends e-mail (SMTP_URL in playwright.config.ts): e2e/accounts/password-reset.spec.ts
 * listens there with a capture server while it follows a reset link. Nobody listens otherwise, so a link
 * asked for elsewhere is not sent (the answer is the same).
 */
export function mailCapturePort(): number {
  return Number(process.env.E2E_MAIL_PORT ?? Number(process.env.E2E_PORT ?? 8099) + 6);
}
