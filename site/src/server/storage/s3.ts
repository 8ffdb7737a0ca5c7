import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type Storage, type StoredObject } from './types.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Ceph, a local test server); AWS when absent. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket, e.g. "media/". */
  prefix: string;
}

/** S3-compatible object storage. Objects are written whole; readers stream them back. */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3Options) {
    this.bucket = options.bucket;
    this.prefix = options.prefix;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Only send/require checksums where the API demands them: several S3-compatible servers
      // do not understand the newer flexible checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // /media streams every download through this client: enough sockets that slow viewers never
      // hold up uploads, and a bounded wait for a connection.
      requestHandler: {
        connectionTimeout: 5_000,
        httpAgent: { keepAlive: true, maxSockets: 256 },
        httpsAgent: { keepAlive: true, maxSockets: 256 },
      },
    });
  }

  private name(key: string): string {
    assertSafeKey(key);
    return `${this.prefix}${key}`;
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.name(key), Body: body, ContentLength: body.length }),
    );
  }

  async putFile(key: string, file: string): Promise<void> {
    const { size } = await stat(file);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.name(key),
        Body: createReadStream(file),
        ContentLength: size,
      }),
    );
    await rm(file, { force: true });
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.name(key) }));
      if (!out.Body) return null;
      return { stream: out.Body as Readable, size: out.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || error instanceof NotFound) return null;
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.name(key) }));
  }

  async list(): Promise<Array<{ key: string; modifiedAt: number }>> {
    const out: Array<{ key: string; modifiedAt: number }> = [];
    let token: string | undefined;
    do {
      const page: ListObjectsV2CommandOutput = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix || undefined, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (!item.Key) continue;
        out.push({ key: item.Key.slice(this.prefix.length), modifiedAt: item.LastModified?.getTime() ?? Date.now() });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out;
  }
}
