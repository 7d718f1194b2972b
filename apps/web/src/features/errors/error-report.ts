import { feedbackRoutes, type TBodyOf } from '@marquee/contract/routes';
import {
  REPORT_BROWSER_MAX_LENGTH,
  REPORT_MESSAGE_MAX_LENGTH,
  REPORT_TEXT_MAX_LENGTH,
  REPORT_URL_MAX_LENGTH,
  cutStack,
} from '@marquee/domain';
import { ApiError, apiSend } from '../../lib/api-client.ts';
import type { TRouteErrorView } from './route-error.ts';

export type TReportBody = TBodyOf<typeof feedbackRoutes.report>;

export const REPORT_FAILED_MESSAGE = 'The report could not be sent. Check your connection and try again.';

// The server refuses control characters (tab and line breaks aside) and halves of a character.
const REFUSED_CHARACTERS = /(?![\t\n\r])\p{Cc}|\p{Cs}/gu;

const clean = (text: string) => text.replace(REFUSED_CHARACTERS, '');
/** The text cut to `max` characters, with what the server would refuse taken out. */
const fit = (text: string, max: number) => clean(text.slice(0, max));

export interface TReportInput {
  view: TRouteErrorView;
  /** What the visitor wrote in the report box. */
  text: string;
  url: string;
  browser: string;
}

/** The error report (URL, status, message, the visitor's words, browser, stack), fit for the API. */
export function buildReport({ view, text, url, browser }: TReportInput): TReportBody {
  return {
    url: fit(url, REPORT_URL_MAX_LENGTH),
    status: view.status ?? null,
    message: fit(view.message || view.title, REPORT_MESSAGE_MAX_LENGTH),
    report: fit(text.trim(), REPORT_TEXT_MAX_LENGTH),
    browser: fit(browser, REPORT_BROWSER_MAX_LENGTH),
    stack: clean(cutStack(view.stack)),
  };
}

/** Sends a report to our server, which stores it and forwards it to the operator. */
export async function sendReport(body: TReportBody): Promise<void> {
  await apiSend(feedbackRoutes.report, body);
}

/** What the page says when a report was not taken: the server's own words (a limit, a bad field) or ours. */
export function reportFailureMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || REPORT_FAILED_MESSAGE;
}
