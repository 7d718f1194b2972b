/** Whether `ask` succeeds within `timeoutMs` (not waited for longer), and how long it took. */
export async function timedPing(
  ask: () => Promise<unknown>,
  timeoutMs: number,
): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = ask().then(
    () => true,
    () => false,
  );
  const ok = await Promise.race([answered, timedOut]);
  clearTimeout(timer);
  return { ok, latencyMs: Math.round(performance.now() - started) };
}
