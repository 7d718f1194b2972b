import { Readable } from 'node:stream';
import type { TSourceEvent } from './source-chain.ts';

/** One event in the text/event-stream format: its name, its data as one line of JSON, a blank line. */
export function formatEvent({ event, data }: TSourceEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The events as a byte stream, each written as soon as it is known; ends after the last. */
export function eventStream(events: AsyncIterable<TSourceEvent>): Readable {
  return Readable.from(
    (async function* () {
      for await (const event of events) yield formatEvent(event);
    })(),
    { objectMode: false },
  );
}
