// Interaction latency from the Event Timing API, as INP counts it: every event entry of 16 ms or more with an
// interaction id, the longest per interaction, observed from before the page's own scripts run.
/* global window, requestAnimationFrame -- these functions run in the page */

/** Runs in the page before its scripts (page.addInitScript): keeps the longest entry of each interaction. */
function observeInteractions() {
  const longest = new Map();
  Object.defineProperty(window, '__benchInteractions', { value: longest });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = longest.get(entry.interactionId);
      if (known && known.duration >= entry.duration) continue;
      longest.set(entry.interactionId, {
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        delay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

export async function observeEventTiming(context) {
  await context.addInitScript(observeInteractions);
}

/** The page's clock now, to read only the interactions that start after it. */
export const pageNow = (page) => page.evaluate(() => performance.now());

/**
 * The interactions that started at `since` or later, once their entries are in: entries are reported after the
 * paint that ends them, so this waits a few frames first. An interaction under 16 ms leaves no entry.
 */
export async function interactionsSince(page, since) {
  for (let i = 0; i < 2; i++) {
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250)));
        }),
    );
  }
  return page.evaluate(
    (from) => [...window.__benchInteractions.values()].filter((entry) => entry.startTime >= from),
    since,
  );
}

/** The longest of some interactions (the one INP would count), undefined when none reached 16 ms. */
export function longestInteraction(entries) {
  return entries.reduce(
    (worst, entry) => (!worst || entry.duration > worst.duration ? entry : worst),
    undefined,
  );
}
