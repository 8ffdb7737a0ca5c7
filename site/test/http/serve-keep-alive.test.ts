import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../helpers/http.ts';

/** GETs `path` through `agent` and answers whether the request went over a connection used before. */
function get(agent: http.Agent, path: string): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl()}${path}`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

describe('kept-alive connections', () => {
  // Node's 5 s default closed an idle connection as a client reused it: the client got a reset.
  it('stay open longer than a client waits between two requests (6 s here), so the second reuses the first connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(agent, '/api/health');
      expect(first).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get(agent, '/api/health')).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });
});
