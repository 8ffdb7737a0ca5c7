/**
 * Server memory from Linux /proc: the peak resident set over a process's whole life (VmHWM), and a
 * watcher for one stretch of work (the peak reset first, VmRSS sampled as the fallback).
 */
import { readFile, readdir, readlink, writeFile } from 'node:fs/promises';

export const MB = 1024 * 1024;

/** The process listening on `port`, found through its socket's inode. */
export async function listeningPid(port: number): Promise<number | null> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = (await readFile(table, 'utf8').catch(() => '')).split('\n').slice(1);
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDR:PORT; state 0A is LISTEN; field 9 is the socket's inode.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A' && fields[9]) inodes.add(`socket:[${fields[9]}]`);
    }
  }
  if (!inodes.size) return null;
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const fds = await readdir(`/proc/${entry}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      if (inodes.has(await readlink(`/proc/${entry}/fd/${fd}`).catch(() => ''))) return Number(entry);
    }
  }
  return null;
}

async function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) : null;
}

/** The highest resident memory the process has had since it started, in bytes (null off Linux). */
export async function lifetimePeak(pid: number): Promise<number | null> {
  const kb = await statusKb(pid, 'VmHWM');
  return kb === null ? null : kb * 1024;
}

/** Watches a process's resident memory from now on: VmHWM after a reset, else the highest 50 ms sample. */
export async function watchMemory(
  pid: number | null,
): Promise<{ start: number | null; stop: () => Promise<{ peak: number; source: string } | null> }> {
  if (pid === null) return { start: null, stop: async () => null };
  // Writing 5 to clear_refs resets the peak (VmHWM) to the current RSS (Linux ≥ 4.0).
  const reset = await writeFile(`/proc/${pid}/clear_refs`, '5').then(
    () => true,
    () => false,
  );
  let sampled = 0;
  const sample = async () => {
    sampled = Math.max(sampled, (await statusKb(pid, 'VmRSS')) ?? 0);
  };
  await sample();
  const start = sampled ? sampled * 1024 : null;
  const timer = setInterval(() => void sample(), 50);
  return {
    start,
    stop: async () => {
      clearInterval(timer);
      await sample();
      const hwm = reset ? await statusKb(pid, 'VmHWM') : null;
      if (hwm !== null) return { peak: Math.max(hwm, sampled) * 1024, source: 'VmHWM' };
      return sampled ? { peak: sampled * 1024, source: 'VmRSS sampled every 50 ms' } : null;
    },
  };
}
