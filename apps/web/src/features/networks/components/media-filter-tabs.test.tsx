import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TMediaFilter } from '@marquee/domain';
import { MediaFilterTabs } from './media-filter-tabs.tsx';

afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState<TMediaFilter>('all');
  return <MediaFilterTabs value={value} onChange={setValue} panelId="panel" idPrefix="tabs" />;
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('MediaFilterTabs', () => {
  it('is a tablist of All, Movies and TV Shows with All selected and focusable', () => {
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Movies', 'TV Shows']);
    expect(selected().textContent).toBe('All');
    expect(selected().getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Movies' }).getAttribute('tabindex')).toBe('-1');
    expect(selected().getAttribute('aria-controls')).toBe('panel');
  });

  it('moves the selection and focus with the arrow keys, Home and End', () => {
    render(<Harness />);
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Movies');
    expect(document.activeElement).toBe(selected());
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('All');
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    expect(selected().textContent).toBe('TV Shows');
    fireEvent.keyDown(selected(), { key: 'Home' });
    expect(selected().textContent).toBe('All');
    fireEvent.keyDown(selected(), { key: 'End' });
    expect(selected().textContent).toBe('TV Shows');
  });

  it('selects a tab on click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Movies' }));
    expect(selected().textContent).toBe('Movies');
  });
});
