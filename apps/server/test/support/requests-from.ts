// Requests to a listening server from a chosen loopback address (127.x.y.z), each on a connection of its
// own: the server sees that address as the client's, whatever it believes of forwarding headers.
import http from 'node:http';

export interface TAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: Record<string, unknown>;
}

/** POSTs `body` as JSON to `url` from `address`. */
export function postFrom(
  address: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<TAnswer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress: address,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, json: JSON.parse(text) }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** How many answers had each status. */
export function countStatuses(answers: TAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** The `name=value` of a cookie the answer sets, for sending it back. */
export function cookieFrom(answer: TAnswer, name: RegExp): string | undefined {
  const setCookies = answer.headers['set-cookie'] ?? [];
  return setCookies.map((c) => c.split(';')[0]!).find((c) => name.test(c.split('=')[0]!));
}
