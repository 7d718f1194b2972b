import type { FeedbackRepository, TStoredReport } from './feedback.repository.ts';
import { reportEmbed } from './report-embed.ts';

export interface TForwarderOptions {
  /** REPORT_WEBHOOK_URL; without it reports are only stored. */
  webhookUrl: string | undefined;
  /** How often unforwarded reports are looked for (default a minute). */
  retryIntervalMs?: number;
  /** The wait after a first failed try; it doubles with each further failure, up to an hour. */
  backoffMs?: number;
  fetch?: typeof fetch;
  logger?: { warn: (details: object, message: string) => void };
}

const DEFAULT_RETRY_INTERVAL_MS = 60_000;
const DEFAULT_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const SEND_TIMEOUT_MS = 10_000;
/** A claimed report is not due again before this, whatever happens to the instance that claimed it. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

/** The wait before the next try after `attempts` failed ones. */
export function retryDelayMs(attempts: number, backoffMs: number): number {
  return Math.min(MAX_BACKOFF_MS, backoffMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends stored reports to the operator's webhook, in the background: at once after a report is stored, and
 * every `retryIntervalMs` for those whose earlier try failed (or whose instance stopped mid-way). A report is
 * marked forwarded only once the webhook took it, so none is lost; a claim in the database keeps several
 * instances from sending the same report.
 */
export class ReportForwarder {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly repository: FeedbackRepository,
    private readonly options: TForwarderOptions,
  ) {}

  start(): void {
    if (!this.options.webhookUrl || this.timer) return;
    this.timer = setInterval(() => this.kick(), this.options.retryIntervalMs ?? DEFAULT_RETRY_INTERVAL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Looks for due reports now (a round already running looks again when it ends). */
  kick(): void {
    if (!this.options.webhookUrl) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.forwardDue()
      .catch((error: unknown) =>
        this.options.logger?.warn({ err: error }, 'error reports could not be forwarded this round'),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Forwards every due report; resolves when done. */
  async forwardDue(): Promise<void> {
    for (;;) {
      const reports = await this.repository.claimDue(BATCH, LEASE_MS);
      for (const report of reports) await this.forwardOne(report);
      if (reports.length < BATCH) return;
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.again = false;
    await this.running;
  }

  private async forwardOne(report: TStoredReport): Promise<void> {
    const send = this.options.fetch ?? fetch;
    try {
      const response = await send(this.options.webhookUrl ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(reportEmbed(report)),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
      await this.repository.markForwarded(report.id);
    } catch (error) {
      const problem = (error as Error).message;
      const wait = retryDelayMs(report.attempts, this.options.backoffMs ?? DEFAULT_BACKOFF_MS);
      this.options.logger?.warn({ report: report.id, problem }, 'error report not forwarded; will retry');
      await this.repository.markFailed(report.id, problem, wait);
    }
  }
}
