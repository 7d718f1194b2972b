// Worker: asks /api/health every INTERVAL_MS, whether or not the last answer came, until told to stop;
// then waits for the answers still due (up to TIMEOUT_MS) and posts their latencies (ms) and failures.
// A thread of its own, so the load generator's busy event loop does not delay the probe's own timing.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const INTERVAL_MS = 100;
const TIMEOUT_MS = 10_000;
const agent = new http.Agent({ keepAlive: true });
const latencies = [];
const pending = new Set();
let failures = 0;

function probe() {
  const started = performance.now();
  const done = new Promise((resolve) => {
    const request = http.get(
      `${workerData.origin}/api/health`,
      { agent, timeout: TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - started);
          else failures++;
          resolve();
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => {
      failures++;
      resolve();
    });
  });
  pending.add(done);
  void done.then(() => pending.delete(done));
}

const timer = setInterval(probe, INTERVAL_MS);
parentPort.once('message', async () => {
  clearInterval(timer);
  await Promise.all(pending);
  agent.destroy();
  parentPort.postMessage({ latencies, failures });
});
