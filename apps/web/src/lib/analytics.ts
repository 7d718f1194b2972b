// Product analytics of our own: events go to the endpoint in VITE_ANALYTICS_URL (a build-time setting), and
// nowhere at all when it is unset, the default. Never to a third party unless an operator points it there.

export type TAnalyticsEventName = 'bookmarks-added' | 'bookmarks-removed';

export interface TAnalyticsEvent {
  event: TAnalyticsEventName;
  /** The bookmark category the event is about. */
  category: string;
  /** When it happened (ms). */
  at: number;
}

export interface TAnalyticsEnvironment {
  endpoint: string | undefined;
  /** Hands one JSON body to the network (a beacon, so leaving the page does not lose it). */
  send: (url: string, body: string) => void;
  now: () => number;
}

export interface TAnalytics {
  track(event: TAnalyticsEventName, properties: { category: string }): void;
}

/** An analytics recorder; without an endpoint every event stays in the browser. */
export function createAnalytics(env: TAnalyticsEnvironment): TAnalytics {
  return {
    track(event, { category }) {
      if (!env.endpoint) return;
      const body: TAnalyticsEvent = { event, category, at: env.now() };
      env.send(env.endpoint, JSON.stringify(body));
    },
  };
}

function sendBeacon(url: string, body: string): void {
  const blob = new Blob([body], { type: 'application/json' });
  if (navigator.sendBeacon?.(url, blob)) return;
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}

/** The app's analytics, configured at build time. */
export const analytics: TAnalytics = createAnalytics({
  endpoint: import.meta.env.VITE_ANALYTICS_URL || undefined,
  send: sendBeacon,
  now: Date.now,
});
