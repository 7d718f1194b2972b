import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert.tsx';

describe('Alert', () => {
  it('announces an error at once (role alert)', () => {
    render(<Alert>Authentication failed</Alert>);
    expect(screen.getByRole('alert').textContent).toBe('Authentication failed');
  });

  it('says a success politely (role status)', () => {
    render(<Alert tone="success">Token submitted</Alert>);
    expect(screen.getByRole('status').textContent).toBe('Token submitted');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
