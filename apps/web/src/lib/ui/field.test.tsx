import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';

const input = () => screen.getByRole('textbox');

describe('Field', () => {
  it('names its control by the label, with (optional) where it is', () => {
    render(
      <Field label="Website" isOptional>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByLabelText('Website (optional)')).toBe(input());
  });

  it('describes the control by its hint, and is valid without a message', () => {
    render(
      <Field label="Proposal" hint="At least 20 characters">
        {(control) => <input {...control} />}
      </Field>,
    );
    const hint = screen.getByText('At least 20 characters');
    expect(input().getAttribute('aria-describedby')).toBe(hint.id);
    expect(input().hasAttribute('aria-invalid')).toBe(false);
  });

  it('marks the control invalid and describes it by its message first, then the hint', () => {
    render(
      <Field label="Email" hint="We answer there" error="Enter a valid email address">
        {(control) => <input {...control} />}
      </Field>,
    );
    const message = screen.getByText('Enter a valid email address');
    const hint = screen.getByText('We answer there');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe(`${message.id} ${hint.id}`);
  });
});
