/** Plain HTTP helpers for the bench: a raw GET that keeps the bytes as sent, and node:http serving fixed bytes. */
import { createServer } from 'node:http';
import { raw, type RawAnswer } from '../scripts/raw-http.ts';

export type RawResponse = RawAnswer;

/** GET without any decoding (fetch would decompress and hide what the server sent). */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return raw(url, { headers });
}

/** A page's HTML as autocannon receives it (no Accept-Encoding); anything but 200 would measure the wrong page. */
export async function pageBytes(url: string, headers: Record<string, string> = {}): Promise<Buffer> {
  const response = await rawGet(url, headers);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}, not 200`);
  return response.body;
}

/** node:http answering every request with `body` from memory: the ceiling a page is measured against. */
export async function fixedBytesServer(
  port: number,
  body: Buffer,
  contentType: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
