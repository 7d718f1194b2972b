import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const TONES = {
  error: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  success: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
} as const;

/**
 * A form's message box: an error is announced at once (role alert), a success politely (role status).
 */
export function Alert({ tone = 'error', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('rounded-lg px-3 py-2 text-sm', TONES[tone])}
    >
      {children}
    </p>
  );
}
