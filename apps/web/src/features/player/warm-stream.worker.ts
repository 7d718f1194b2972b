/// <reference lib="webworker" />
import { warmStreamFiles, type TWarmUpTarget } from './warm-stream-files.ts';

// A worker of its own, so that each step starts as soon as the last answer is in, while the page's thread is
// busy starting the player. It answers once, with the addresses it asked for (none when something failed).
self.addEventListener('message', (event: MessageEvent<TWarmUpTarget>) => {
  warmStreamFiles(event.data, fetch)
    .catch(() => [])
    .then((asked) => self.postMessage(asked))
    .catch(() => undefined);
});
