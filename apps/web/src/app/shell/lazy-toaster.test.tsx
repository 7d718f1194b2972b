import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showToast } from '../../lib/toast.ts';
import { LazyToaster } from './lazy-toaster.tsx';

afterEach(cleanup);

describe('lazy toaster', () => {
  it('renders nothing until a toast is asked for, then loads and shows it, and later ones too', async () => {
    const { container } = render(<LazyToaster />);
    expect(container.innerHTML).toBe('');
    act(() => showToast('First toast'));
    expect(await screen.findByText('First toast', undefined, { timeout: 5000 })).toBeTruthy();
    act(() => showToast('Second toast', { kind: 'error' }));
    expect(await screen.findByText('Second toast')).toBeTruthy();
  });
});
