import { vi } from 'vitest';
import type { TSourceEvents, TSourceEventName, TStream } from '@marquee/domain';

// Test doubles for the source search: a fetch whose answers are event streams the test writes, call by call.

export const demoStream: TStream = {
  id: '1-demo',
  name: 'Demo stream',
  provider: 'demo',
  type: 'hls',
  playlist: '/api/sources/demo/master.m3u8',
  captions: [],
};

export function sse<K extends TSourceEventName>(event: K, data: TSourceEvents[K]): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface TFakeAnswer {
  /** Writes more of the answer. */
  push(text: string): void;
  /** Ends the answer. */
  end(): void;
}

export interface TFakeCall {
  url: string;
  body: unknown;
  signal: AbortSignal;
  answer: TFakeAnswer;
}

/**
 * Replaces fetch: each call answers 200 with an event stream that `script(call number)` starts writing (and may
 * leave open); a script may instead return a whole Response. Calls are recorded.
 */
export function fakeSourceFetch(script: (callIndex: number, answer: TFakeAnswer) => Response | void) {
  const calls: TFakeCall[] = [];
  const fetchFake = vi.fn(async (url: string, init: RequestInit) => {
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    const answer: TFakeAnswer = {
      push: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    };
    calls.push({ url, body: JSON.parse(String(init.body)), signal: init.signal!, answer });
    const replaced = script(calls.length - 1, answer);
    return replaced ?? new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', fetchFake);
  return calls;
}

/** The play token the fake answers hand out with what they find. */
export const FAKE_PLAY_TOKEN = 'mabc123.signature';

/** An answer that finds `streams` after trying each of `chain`. */
export function answerFound(answer: TFakeAnswer, chain: string[], streams: TStream[] = [demoStream]): void {
  for (const name of chain) answer.push(sse('trying', { provider: 'demo', name, chain }));
  answer.push(sse('found', { provider: 'demo', name: chain.at(-1)!, streams, playToken: FAKE_PLAY_TOKEN }));
  answer.end();
}

/** An answer that finds nothing after trying each of `chain`. */
export function answerNone(answer: TFakeAnswer, chain: string[]): void {
  for (const name of chain) answer.push(sse('trying', { provider: 'demo', name, chain }));
  answer.push(sse('none', { tried: chain }));
  answer.end();
}
