import { availableParallelism } from 'node:os';

/** At most two image jobs per core at once, so memory stays bounded under many uploads. */
const slots = Math.max(1, availableParallelism()) * 2;
let running = 0;
const waiting: Array<() => void> = [];

export async function withImageSlot<T>(job: () => Promise<T>): Promise<T> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await job();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}
