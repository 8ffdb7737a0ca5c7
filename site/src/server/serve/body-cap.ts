import type { IncomingMessage } from 'node:http';

/**
 * The most any request body may carry into Astro. Every endpoint that reads a body has a lower
 * limit of its own (JSON, forms, uploads); this cap only stops a body that nothing else stops.
 */
export const BODY_CAP_BYTES = 60 * 1024 * 1024;

/** How long the rest of a body over the cap is read and thrown away before the connection is cut. */
export const BODY_CAP_LINGER_MS = 5_000;

const discarding = Symbol.for('spotter.body-cap.discarding');

/** The error a body over the cap ends with; it carries the discarding of the rest. */
export class BodyCapExceeded extends Error {
  readonly [discarding]: Promise<void>;

  constructor(cap: number, rest: Promise<void>) {
    super(`Body size limit exceeded: received more than ${cap} bytes`);
    this.name = 'BodyCapExceeded';
    this[discarding] = rest;
  }
}

/**
 * When `error` is a body cut off by the cap: the discarding of the rest of it, settled once the
 * client stops sending (or closes) or the linger time is up. Read through a registered symbol, so
 * the bundle needs no import of this module to see it.
 */
export function discardingOf(error: unknown): Promise<void> | undefined {
  if (typeof error !== 'object' || error === null || !(discarding in error)) return undefined;
  const rest = (error as { [discarding]: unknown })[discarding];
  return rest instanceof Promise ? (rest as Promise<void>) : undefined;
}

/** Reads and drops what is left of the body; the socket is cut if the client is still sending after `lingerMs`. */
function discardRest(req: IncomingMessage, lingerMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const { socket } = req;
    const drop = () => {};
    const done = () => {
      clearTimeout(timer);
      req.off('data', drop).off('end', done).off('close', done).off('error', done);
      // The client's half-close ends the body too: it sends nothing more.
      socket.off('end', done).off('close', done);
      resolve();
    };
    const timer = setTimeout(() => {
      socket.destroy();
      done();
    }, lingerMs);
    timer.unref();
    if (req.complete || req.destroyed || socket.readableEnded) return done();
    req.once('end', done).once('close', done).once('error', done);
    socket.once('end', done).once('close', done);
    // A 'data' listener, not resume(): this runs while the reader's 'readable' listener is still
    // attached, and resume() then leaves the stream paused; the listener makes it flow once the
    // reader lets go.
    req.on('data', drop);
  });
}

/**
 * The request's body as Astro's adapter reads it (`req.body`, an async iterable), ending with a
 * `BodyCapExceeded` past `cap` bytes. The adapter's own cap destroys the request at that point,
 * which resets a connection whose client is still sending, and the client then loses the answer
 * (a 413) the route sends. Here the request stays open instead: the rest of the body is read and
 * dropped ("lingering close") while the answer goes out, and the route's answer can wait for that
 * (`discardingOf`) before it ends.
 */
export function cappedBody(
  req: IncomingMessage,
  cap = BODY_CAP_BYTES,
  lingerMs = BODY_CAP_LINGER_MS,
): AsyncIterable<Uint8Array> {
  return {
    async *[Symbol.asyncIterator]() {
      let received = 0;
      let ended = false;
      try {
        for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
          received += chunk.byteLength;
          if (received > cap) {
            ended = true;
            throw new BodyCapExceeded(cap, discardRest(req, lingerMs));
          }
          yield chunk;
        }
        ended = true;
      } finally {
        // A reader that gave up on the body (Astro cancels it when the request is dropped): as the
        // adapter does, the request goes with it.
        if (!ended) req.destroy();
      }
    },
  };
}
