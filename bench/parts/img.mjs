// Part 5: /img. A cached resize against the same bytes as a static file (same server), and the time of a
// cold resize: a width not asked for before, so the server decodes and resizes the poster anew.
import { comparePair, pairRow } from './api.mjs';
import { getOk } from '../lib/cannon.mjs';
import { ms, percentile, row } from '../lib/report.mjs';
import { seededRandom } from '../lib/random.mjs';

const COLD_RUNS = 5;
const MIN_WIDTH = 100;
const MAX_WIDTH = 400;

/** The /img path of a card's poster (185 px wide) for a poster path of the catalogue. */
export const posterImgPath = (posterPath, width = 185) =>
  `/img?url=${encodeURIComponent(`/api/images/w500${posterPath}`)}&w=${width}`;

async function coldResizes(origin, posterPath) {
  const random = seededRandom(Date.now());
  const times = [];
  const used = new Set([185]);
  while (times.length < COLD_RUNS) {
    const width = MIN_WIDTH + Math.floor(random() * (MAX_WIDTH - MIN_WIDTH + 1));
    if (used.has(width)) continue;
    used.add(width);
    const started = performance.now();
    await getOk(origin, posterImgPath(posterPath, width));
    times.push(performance.now() - started);
  }
  return times;
}

export async function runImg({ origin, posterPath, twinPath, connections, seconds }) {
  const hitPath = posterImgPath(posterPath);
  await getOk(origin, hitPath);
  const pair = await comparePair({ origin, apiPath: hitPath, twinPath, connections, seconds });
  const cold = await coldResizes(origin, posterPath);
  return [
    pairRow('/img', 'cached 185 px poster', pair),
    row(
      '/img',
      `cold resize of a poster (${COLD_RUNS} new widths ${MIN_WIDTH}-${MAX_WIDTH} px)`,
      `median ${ms(percentile(cold, 50))} · max ${ms(Math.max(...cold))}`,
    ),
  ];
}
