import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Storage } from '#server/storage/index.ts';

export interface TestS3 {
  storage: S3Storage;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/** A local S3-compatible server on loopback (s3rver) with one empty bucket. */
export async function startTestS3(prefix = ''): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'spotter-s3-'));
  const bucket = 'spotter-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const storage = new S3Storage({
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix,
  });
  return {
    storage,
    endpoint,
    bucket,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
