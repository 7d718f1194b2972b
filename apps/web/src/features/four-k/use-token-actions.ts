import { FOUR_K_MESSAGES, isTokenTestPassed, submitTokenError, type TTokenState } from '@marquee/domain';
import { useRef, useState } from 'react';
import { userStore } from '../accounts/user-store.ts';
import { fourKApi } from './four-k-api.ts';
import { storeSubmittedToken } from './four-k-token.ts';

export type TSubmitState = 'idle' | 'submitting' | 'done' | 'failed';

/** The guide's Test and Submit (spec §4, §5, §8): the token's state and the submission's. */
export function useTokenActions(token: string) {
  const [tokenState, setTokenState] = useState<TTokenState>('unknown');
  const [submitState, setSubmitState] = useState<TSubmitState>('idle');
  const [message, setMessage] = useState<string | undefined>();
  const testRun = useRef(0);

  const edited = () => {
    testRun.current += 1;
    setTokenState('unknown');
    if (submitState === 'failed') setSubmitState('idle');
    setMessage(undefined);
  };

  async function test() {
    const run = ++testRun.current;
    setTokenState('checking');
    let passed: boolean;
    try {
      passed = token.length > 0 && isTokenTestPassed(await fourKApi.test(token));
    } catch {
      passed = false;
    }
    if (run === testRun.current) setTokenState(passed ? 'valid' : 'invalid');
  }

  async function submit() {
    if (submitState === 'submitting') return;
    const ruleError = submitTokenError(token);
    if (ruleError) {
      setSubmitState('failed');
      setMessage(ruleError);
      return;
    }
    setSubmitState('submitting');
    setMessage(undefined);
    try {
      const answer = await fourKApi.submit(token);
      if (!storeSubmittedToken(answer.token)) throw new Error('The token could not be stored');
    } catch {
      setSubmitState('failed');
      setMessage(FOUR_K_MESSAGES.submitFailed);
      return;
    }
    setTokenState('valid');
    setSubmitState('done');
    setMessage(FOUR_K_MESSAGES.submitted);
    // Account holders get it on their other devices through the existing sync (its code loads only for them).
    const user = userStore.get();
    if (user && !user.error) {
      void import('../accounts/account-sync.ts').then((sync) => sync.sync4kToken(null));
    }
  }

  return { tokenState, submitState, message, edited, test, submit };
}
