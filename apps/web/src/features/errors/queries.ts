import { mutationOptions } from '@tanstack/react-query';
import { sendReport, type TReportBody } from './error-report.ts';

/** Keys of the errors feature: ['errors', ...]. */
export const errorsKeys = { all: ['errors'] as const };

/** Sends the error page's report (to our server, which stores and forwards it). */
export const reportMutation = (send: (body: TReportBody) => Promise<void> = sendReport) =>
  mutationOptions({ mutationKey: [...errorsKeys.all, 'report'], mutationFn: send });
