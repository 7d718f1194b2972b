import { FOUR_K_MESSAGES, submitTokenError, type TTokenState } from '@marquee/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { userStore } from '../accounts/user-store.ts';
import { tokenSubmitMutation, tokenTestMutation } from './queries.ts';

export type TSubmitState = 'idle' | 'submitting' | 'done' | 'failed';

/** The guide's Test and Submit: the token's state and the submission's. */
export function useTokenActions() {
  const [tokenState, setTokenState] = useState<TTokenState>('unknown');
  const [outcome, setOutcome] = useState<'idle' | 'done' | 'failed'>('idle');
  const [message, setMessage] = useState<string | undefined>();
  // A test's answer counts only for the token it tested: an edit forgets it (reset), as does a newer test.
  const testing = useMutation(tokenTestMutation());
  const submitting = useMutation({
    ...tokenSubmitMutation(),
    onSuccess: () => {
      // Account holders get it on their other devices through the existing sync (its code loads only for them).
      const user = userStore.get();
      if (user && !user.error) {
        void import('../accounts/account-sync.ts').then((sync) => sync.sync4kToken(null));
      }
    },
  });

  const edited = () => {
    testing.reset();
    setTokenState('unknown');
    if (outcome === 'failed') setOutcome('idle');
    setMessage(undefined);
  };

  function test(token: string) {
    setTokenState('checking');
    testing.mutate(token, { onSuccess: (passed) => setTokenState(passed ? 'valid' : 'invalid') });
  }

  function submit(token: string) {
    if (submitting.isPending) return;
    const ruleError = submitTokenError(token);
    if (ruleError) {
      setOutcome('failed');
      setMessage(ruleError);
      return;
    }
    setMessage(undefined);
    submitting.mutate(token, {
      onSuccess: () => {
        setTokenState('valid');
        setOutcome('done');
        setMessage(FOUR_K_MESSAGES.submitted);
      },
      onError: () => {
        setOutcome('failed');
        setMessage(FOUR_K_MESSAGES.submitFailed);
      },
    });
  }

  const submitState: TSubmitState = submitting.isPending ? 'submitting' : outcome;
  return { tokenState, submitState, message, edited, test, submit };
}
