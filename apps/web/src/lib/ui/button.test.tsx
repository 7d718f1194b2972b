import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a plain button unless told (it does not submit its form)', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Back</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows a hidden spinner in place of its icon while pending, its name unchanged', () => {
    const { rerender } = render(<Button icon={<svg data-testid="icon" />}>Send</Button>);
    expect(screen.getByTestId('icon')).toBeTruthy();
    rerender(
      <Button isPending disabled icon={<svg data-testid="icon" />}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByTestId('icon')).toBeNull();
    expect(button.querySelector('svg.animate-spin')?.getAttribute('aria-hidden')).toBe('true');
  });
});
