/**
 * Resolves in a task of its own, so the work before it and the work after it run as two tasks rather than one
 * long one: the browser can paint and answer input in between. A message-channel task, not a timer: timers
 * are clamped when nested, and a test's fake clock would hold them.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
