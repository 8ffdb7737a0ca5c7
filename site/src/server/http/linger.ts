import type { Readable } from 'node:stream';
import { discardingOf } from '../serve/body-cap.ts';

/**
 * A refused body (over a limit) is not processed, but what the client is still sending is read
 * and thrown away for a short while before the connection closes ("lingering close"). Closing
 * at once with unread bytes makes the kernel reset the connection, and a client still uploading
 * then loses the 413 it was sent. Nothing read here is kept.
 */
export const LINGER_MS = 5_000;

const drains = new WeakMap<Request, Promise<void>>();

function bounded(work: Promise<void>, stop: () => void): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve();
    }, LINGER_MS);
    timer.unref();
    void work.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Discards the rest of a request body read through the web stream API. */
export function discardRest(request: Request, reader?: ReadableStreamDefaultReader<Uint8Array>): void {
  if (drains.has(request)) return;
  const source = reader ?? (request.body && !request.body.locked ? request.body.getReader() : null);
  if (!source) return;
  const work = (async () => {
    try {
      for (;;) if ((await source.read()).done) return;
    } catch (error) {
      // The client went away (nothing left to discard), or the server's body cap ended the stream:
      // the server in front goes on discarding the rest, and the answer waits for that.
      await discardingOf(error);
    }
  })();
  drains.set(
    request,
    bounded(work, () => void source.cancel().catch(() => {})),
  );
}

/** Discards the rest of a request body already turned into a Node stream. */
export function discardStream(request: Request, source: Readable): void {
  if (drains.has(request)) return;
  const work = new Promise<void>((resolve) => {
    if (source.destroyed || source.readableEnded) return resolve();
    let failed = false;
    source
      .once('end', resolve)
      .once('error', (error) => {
        failed = true;
        void (discardingOf(error) ?? Promise.resolve()).then(resolve);
      })
      // The close after an error waits for the error's discarding, above.
      .once('close', () => failed || resolve());
    source.resume();
  });
  drains.set(
    request,
    bounded(work, () => source.destroy()),
  );
}

/**
 * The answer to a request whose body is being discarded: the whole answer is sent at once (with
 * its length, so the client can read it), and the connection closes once the discarding ends.
 */
export async function afterDiscard(request: Request, response: Response): Promise<Response> {
  const drain = drains.get(request);
  if (!drain) return response;
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set('content-length', String(bytes.byteLength));
  headers.set('connection', 'close');
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
    },
    async pull(controller) {
      await drain;
      controller.close();
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
