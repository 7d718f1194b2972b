import { options } from 'preact';

/**
 * The built app runs on Preact (see vite.config.ts). Preact runs effects after the next animation frame,
 * which a hidden tab or a test's fake clock can hold back indefinitely; React runs them from a message-channel
 * task. Preact is given the same: effects run as soon as the browser is free, whatever the frame rate.
 */
const channel = new MessageChannel();
let waiting: (() => void)[] = [];
channel.port1.onmessage = () => {
  const callbacks = waiting;
  waiting = [];
  for (const callback of callbacks) callback();
};

(options as { requestAnimationFrame?: (callback: () => void) => void }).requestAnimationFrame = (
  callback,
) => {
  waiting.push(callback);
  if (waiting.length === 1) channel.port2.postMessage(undefined);
};
