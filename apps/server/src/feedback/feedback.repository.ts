import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { errorReports, partnerSubmissions } from '../db/schema.ts';

export type TStoredReport = typeof errorReports.$inferSelect;
export type TNewReport = Pick<TStoredReport, 'url' | 'status' | 'message' | 'report' | 'browser' | 'stack'>;
export type TNewPartnerSubmission = Omit<typeof partnerSubmissions.$inferInsert, 'id' | 'createdAt'>;

/** The queries of the reports and partner requests; no rules of their own. */
export class FeedbackRepository {
  constructor(private readonly db: TDb) {}

  async addReport(report: TNewReport): Promise<number> {
    const [row] = await this.db.insert(errorReports).values(report).returning({ id: errorReports.id });
    if (!row) throw new Error('The report was not stored');
    return row.id;
  }

  async addPartnerSubmission(submission: TNewPartnerSubmission): Promise<number> {
    const [row] = await this.db
      .insert(partnerSubmissions)
      .values(submission)
      .returning({ id: partnerSubmissions.id });
    if (!row) throw new Error('The request was not stored');
    return row.id;
  }

  /**
   * Takes up to `limit` reports due for forwarding, in one statement: each is counted as tried and not due
   * again before `leaseMs` passes, so another instance (or a later round) does not send it meanwhile; rows
   * another instance is claiming at this moment are skipped, not waited for.
   */
  async claimDue(limit: number, leaseMs: number): Promise<TStoredReport[]> {
    const rows = await this.db.execute<{ id: number }>(sql`
      update ${errorReports}
      set attempts = attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
      where id in (
        select id from ${errorReports}
        where forwarded_at is null and next_attempt_at <= now()
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      )
      returning id`);
    const ids = [...rows].map((row) => Number(row.id));
    if (ids.length === 0) return [];
    return this.db.select().from(errorReports).where(inArray(errorReports.id, ids)).orderBy(errorReports.id);
  }

  async markForwarded(id: number): Promise<void> {
    await this.db
      .update(errorReports)
      .set({ forwardedAt: sql`now()`, lastError: null })
      .where(and(eq(errorReports.id, id), isNull(errorReports.forwardedAt)));
  }

  /** A failed forward: the report waits `retryInMs` before its next try. */
  async markFailed(id: number, problem: string, retryInMs: number): Promise<void> {
    await this.db
      .update(errorReports)
      .set({
        lastError: problem.slice(0, 500),
        nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
      })
      .where(eq(errorReports.id, id));
  }
}
