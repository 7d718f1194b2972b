import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithQueryClient } from '../../../test-query-client.tsx';
import type { TReportBody } from '../error-report.ts';
import { ErrorReportForm } from './error-report-form.tsx';

const view = {
  kind: 'thrown' as const,
  title: 'Unexpected Application Error!',
  message: 'Kaboom',
  stack: 'Error: Kaboom',
};

function deferred() {
  let settle: { resolve: () => void; reject: (error: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('the error report box', () => {
  it("goes from 'Report This Issue' to 'Sending Report...' to 'Issue Reported', sending the visitor's words", async () => {
    const answer = deferred();
    const send = vi.fn((_body: TReportBody) => answer.promise);
    renderWithQueryClient(<ErrorReportForm view={view} send={send} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'I pressed Play' } });
    fireEvent.click(screen.getByRole('button', { name: 'Report This Issue' }));
    const sending = await screen.findByRole('button', { name: 'Sending Report...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).disabled).toBe(true);
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      message: 'Kaboom',
      report: 'I pressed Play',
      stack: 'Error: Kaboom',
      status: null,
      url: window.location.href,
      browser: window.navigator.userAgent,
    });
    answer.resolve();
    const sent = await screen.findByRole('button', { name: 'Issue Reported' });
    expect((sent as HTMLButtonElement).disabled).toBe(true);
    // Sent once: a second click does nothing.
    fireEvent.click(sent);
    expect(send).toHaveBeenCalledOnce();
  });

  it("shows the server's readable message when the report is refused, and lets the visitor try again", async () => {
    const send = vi
      .fn<(body: TReportBody) => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiError(429, 'Too Many Requests', {
          error: 'Too many reports were sent from your address. Please try again later.',
        }),
      )
      .mockResolvedValueOnce(undefined);
    renderWithQueryClient(<ErrorReportForm view={view} send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Report This Issue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many reports were sent from your address. Please try again later.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Report This Issue' }));
    expect(await screen.findByRole('button', { name: 'Issue Reported' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
