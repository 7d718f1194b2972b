import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { forgetSiteInfo } from '../../lib/site-info.ts';
import DisclaimerPage from './routes/disclaimer-page.tsx';
import DmcaPage from './routes/dmca-page.tsx';
import FaqPage from './routes/faq-page.tsx';
import PartnersPage from './routes/partners-page.tsx';
import PrivacyPage from './routes/privacy-page.tsx';
import TermsPage from './routes/terms-page.tsx';

function show(Page: () => React.JSX.Element) {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Page /> }])} />);
}

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'marquee-site';
  meta.content = JSON.stringify({
    contactEmail: 'help@operator.example',
    dmcaEmail: 'notices@operator.example',
    community: [],
  });
  document.head.append(meta);
  forgetSiteInfo();
});
afterEach(() => {
  document.head.querySelector('meta[name="marquee-site"]')?.remove();
  forgetSiteInfo();
  cleanup();
});

describe('legal and help pages', () => {
  it.each([
    ['Terms of Service', TermsPage],
    ['Privacy Policy', PrivacyPage],
    ['Disclaimer', DisclaimerPage],
    ['Frequently Asked Questions', FaqPage],
    ['Partners', PartnersPage],
  ])('%s gives the configured contact address and sets the document title', (title, Page) => {
    show(Page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.title).toBe(`${title} · Marquee`);
    expect(screen.getByRole('link', { name: 'help@operator.example' }).getAttribute('href')).toBe(
      'mailto:help@operator.example',
    );
  });

  it('DMCA gives the notices address and the 10 to 14 business days for counter-notices', () => {
    show(DmcaPage);
    expect(document.title).toBe('DMCA Policy · Marquee');
    expect(screen.getAllByRole('link', { name: 'notices@operator.example' }).length).toBeGreaterThan(0);
    expect(screen.getByText(/10 to 14\s+business days/)).toBeTruthy();
  });

  it('FAQ is a list of disclosures, each question the summary of its answer', () => {
    show(FaqPage);
    const summary = screen.getByText('Is Marquee free?');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.closest('details')?.textContent).toMatch(/no subscription/);
  });
});
