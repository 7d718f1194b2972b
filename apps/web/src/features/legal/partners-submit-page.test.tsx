import { PARTNER_MESSAGES } from '@marquee/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueryClient } from '../../test-query-client.tsx';
import PartnersSubmitPage from './routes/partners-submit-page.tsx';

function show() {
  renderWithQueryClient(
    <RouterProvider router={createMemoryRouter([{ path: '/', element: <PartnersSubmitPage /> }])} />,
  );
  return userEvent.setup();
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name or organisation'), 'Open Film Club');
  await user.type(screen.getByLabelText('Email'), 'team@openfilm.example');
  await user.selectOptions(screen.getByLabelText('Kind of partnership'), 'community');
  await user.type(screen.getByLabelText('Your proposal'), 'We screen public-domain films every month.');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/partners/submit', () => {
  it('sets the document title', () => {
    show();
    expect(document.title).toBe('Partnership request · Marquee');
  });

  it('sends nothing while a field is wrong: every message shows and the first wrong field takes the focus', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = show();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText(PARTNER_MESSAGES.name)).toBeTruthy();
    expect(screen.getByText(PARTNER_MESSAGES.email)).toBeTruthy();
    expect(screen.getByText(PARTNER_MESSAGES.kind)).toBeTruthy();
    expect(screen.getByText(PARTNER_MESSAGES.message)).toBeTruthy();
    expect(screen.queryByText(PARTNER_MESSAGES.website)).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the 4 fields marked above.');
    expect(document.activeElement).toBe(screen.getByLabelText('Name or organisation'));
    expect(screen.getByLabelText('Name or organisation').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows a field's message only once the visitor leaves it", async () => {
    const user = show();
    await user.type(screen.getByLabelText('Email'), 'nope');
    expect(screen.queryByText(PARTNER_MESSAGES.email)).toBeNull();
    await user.tab();
    expect(screen.getByText(PARTNER_MESSAGES.email)).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), '@site.example');
    expect(screen.queryByText(PARTNER_MESSAGES.email)).toBeNull();
  });

  it('sends the trimmed fields, says Sending… meanwhile, then thanks with the request number', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const user = show();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    // Disabled through their fieldset: the button and every field, until the answer comes.
    expect(screen.getByRole('button', { name: 'Sending…' }).matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Your proposal').matches(':disabled')).toBe(true);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/partners/submissions');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Open Film Club',
      email: 'team@openfilm.example',
      website: '',
      kind: 'community',
      message: 'We screen public-domain films every month.',
    });
    answer(new Response(JSON.stringify({ ok: true, id: 42 }), { status: 201 }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/request number is 42/));
    expect(screen.getByRole('status').textContent).toMatch(/team@openfilm\.example/);
    expect(document.activeElement?.textContent).toMatch(/we received your request/);
    await user.click(screen.getByRole('button', { name: 'Send another request' }));
    expect((screen.getByLabelText('Name or organisation') as HTMLInputElement).value).toBe('');
  });

  it("keeps the text and shows the server's refusal readably", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ error: 'Too many partnership requests. Try later.' }), {
            status: 429,
          }),
        ),
      ),
    );
    const user = show();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many partnership requests. Try later.'),
    );
    expect((screen.getByLabelText('Name or organisation') as HTMLInputElement).value).toBe('Open Film Club');
  });
});
