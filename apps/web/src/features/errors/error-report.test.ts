import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { buildReport, reportFailureMessage, REPORT_FAILED_MESSAGE } from './error-report.ts';
import type { TRouteErrorView } from './route-error.ts';

const thrown: TRouteErrorView = {
  kind: 'thrown',
  title: 'Unexpected Application Error!',
  message: 'Kaboom',
  stack: `Error: Kaboom\n${'    at render (app.js:1:1)\n'.repeat(100)}`,
};

describe('the error report', () => {
  it('carries URL, status, message, the visitor’s words, browser and the first 1000 characters of the stack', () => {
    const body = buildReport({
      view: { ...thrown, status: 503 },
      text: '  I pressed Play  ',
      url: 'http://localhost/movies/550',
      browser: 'Mozilla/5.0 Test',
    });
    expect(body).toEqual({
      url: 'http://localhost/movies/550',
      status: 503,
      message: 'Kaboom',
      report: 'I pressed Play',
      browser: 'Mozilla/5.0 Test',
      stack: thrown.stack?.slice(0, 1000),
    });
  });

  it('sends no status for an error without one, the title when there is no message, and no stack when none', () => {
    const body = buildReport({
      view: { kind: 'thrown', title: 'Unexpected Application Error!', message: '' },
      text: '',
      url: 'http://localhost/',
      browser: '',
    });
    expect(body).toMatchObject({ status: null, message: 'Unexpected Application Error!', stack: '' });
  });

  it('leaves out what the server refuses (control characters, half characters) and keeps line breaks', () => {
    const body = buildReport({
      view: { ...thrown, message: 'bad\u0000byte\u0007 and \ud800 half', stack: 'a\n\tb\u001b[31m' },
      text: 'x'.repeat(3000),
      url: `http://localhost/${'p'.repeat(3000)}`,
      browser: 'b'.repeat(600),
    });
    expect(body.message).toBe('badbyte and  half');
    expect(body.stack).toBe('a\n\tb[31m');
    expect(body.report).toHaveLength(2000);
    expect(body.url).toHaveLength(2048);
    expect(body.browser).toHaveLength(512);
  });

  it("words a failure with the server's message (a limit, a bad field), else a message of its own", () => {
    const limited = new ApiError(429, 'Too Many Requests', {
      error: 'Too many reports were sent from your address. Please try again later.',
    });
    expect(reportFailureMessage(limited)).toBe(
      'Too many reports were sent from your address. Please try again later.',
    );
    expect(reportFailureMessage(new ApiError(502, 'Bad Gateway', null))).toBe(REPORT_FAILED_MESSAGE);
    expect(reportFailureMessage(new TypeError('Failed to fetch'))).toBe(REPORT_FAILED_MESSAGE);
  });
});
