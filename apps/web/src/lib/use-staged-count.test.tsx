import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStagedCount } from './use-staged-count.ts';

function Sections({ total }: { total: number }) {
  const count = useStagedCount(total);
  return <p data-testid="count">{count}</p>;
}

describe('useStagedCount', () => {
  it('draws the first section at once and one more per task until all are drawn', async () => {
    render(<Sections total={3} />);
    const counts = [screen.getByTestId('count').textContent];
    expect(counts[0]).toBe('1');
    await waitFor(() => {
      counts.push(screen.getByTestId('count').textContent);
      expect(screen.getByTestId('count').textContent).toBe('3');
    });
    // Never more than one step at a time.
    expect(counts).toContain('2');
  });

  it('never counts past the total', () => {
    render(<Sections total={0} />);
    expect(screen.getByTestId('count').textContent).toBe('0');
  });
});
