import { useMutation } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueryClient } from '../../test-query-client.tsx';
import { ApiError } from '../api-client.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { useForm } from './use-form.ts';

type TFields = { email: string; name: string };
type TSend = (fields: TFields) => Promise<void>;

/** A form wired the app's way: useForm for the fields, useMutation for the send, lib/ui for the rest. */
function ContactForm({ send, showErrorsAfter }: { send: TSend; showErrorsAfter: 'change' | 'blur' }) {
  const form = useForm<TFields>({
    initial: { email: '', name: '' },
    validate: ({ email }) => (email.includes('@') ? {} : { email: 'Enter an email address' }),
    showErrorsAfter,
  });
  const sending = useMutation({
    mutationFn: send,
    // A 400 names the field it refused.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        form.setServerErrors({ name: error.serverMessage });
      }
    },
  });
  const submit = form.handleSubmit((fields) => {
    form.showAllErrors();
    if (form.isValid) sending.mutate(fields);
    else form.focus(form.wrongFields[0] ?? 'email');
  });
  return (
    <form onSubmit={submit} noValidate>
      <Field label="Email" error={form.errorOf('email')}>
        {(control) => <input {...control} {...form.field('email')} />}
      </Field>
      <Field label="Name" error={form.errorOf('name')}>
        {(control) => <input {...control} {...form.field('name')} />}
      </Field>
      {sending.isError && <Alert>{(sending.error as ApiError).serverMessage}</Alert>}
      <Button type="submit" {...form.submitButton} disabled={sending.isPending} isPending={sending.isPending}>
        {sending.isPending ? 'Sending…' : 'Send'}
      </Button>
    </form>
  );
}

const show = (send: TSend, showErrorsAfter: 'change' | 'blur' = 'change') =>
  renderWithQueryClient(<ContactForm send={send} showErrorsAfter={showErrorsAfter} />);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('a form of useForm and useMutation', () => {
  it("shows a field's message once it is typed in ('change')", () => {
    show(vi.fn());
    expect(screen.queryByText('Enter an email address')).toBeNull();
    type('Email', 'nope');
    expect(screen.getByText('Enter an email address')).toBeTruthy();
    type('Email', 'a@b.example');
    expect(screen.queryByText('Enter an email address')).toBeNull();
  });

  it("shows a field's message once it is left ('blur'), not while the visitor types or presses send", () => {
    show(vi.fn(), 'blur');
    type('Email', 'nope');
    expect(screen.queryByText('Enter an email address')).toBeNull();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Send' }));
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(screen.queryByText('Enter an email address')).toBeNull();
    fireEvent.pointerLeave(screen.getByRole('button', { name: 'Send' }));
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(screen.getByText('Enter an email address')).toBeTruthy();
  });

  it('sends nothing while a field is wrong: every message shows and the wrong field takes the focus', () => {
    const sendFields = vi.fn<TSend>();
    show(sendFields, 'blur');
    send();
    expect(screen.getByText('Enter an email address')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(sendFields).not.toHaveBeenCalled();
  });

  it('is pending while the send is under way, then shows what the server said', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const sendFields = vi.fn<TSend>(() => new Promise((_, reject) => (refuse = reject)));
    show(sendFields);
    type('Email', 'a@b.example');
    send();
    const pending = await screen.findByRole('button', { name: 'Sending…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(sendFields).toHaveBeenCalledWith({ email: 'a@b.example', name: '' }, expect.anything());
    refuse(new ApiError(429, 'Too Many Requests', { error: 'Too many requests. Try later.' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Try later.');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows a 400's word on a field under it, until the field changes", async () => {
    show(() => Promise.reject(new ApiError(400, 'Bad Request', { error: 'That name is taken' })));
    type('Email', 'a@b.example');
    type('Name', 'Taken');
    send();
    await waitFor(() => expect(screen.getAllByText('That name is taken')).toHaveLength(2));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    type('Name', 'Free');
    expect(screen.getAllByText('That name is taken')).toHaveLength(1);
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);
  });
});
