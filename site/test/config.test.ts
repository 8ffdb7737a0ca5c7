import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// The server always has the domain loaded, and with it the global error map that gives users message keys.
import '@spotter/domain';
import { parseConfig } from '#server/config.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('configuration', () => {
  it('names a wrong value in English for the operator, not as a message key', () => {
    expect(() => parseConfig({ DATABASE_POOL_SIZE: '999' })).toThrow(
      /DATABASE_POOL_SIZE: Too big: expected number to be <=200/,
    );
  });

  it('has working defaults', () => {
    const env = parseConfig({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      DATA_DIR: '.data',
      PUBLIC_ORIGIN: 'http://localhost:4321',
      TRUST_PROXY: false,
      DATABASE_POOL_SIZE: 10,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names each wrong variable', () => {
    let message = '';
    try {
      parseConfig({
        DATABASE_URL: 'mysql://x',
        PUBLIC_ORIGIN: 'not a url',
        DATABASE_POOL_SIZE: '0',
        LOG_LEVEL: 'loud',
        CONTACT_EMAIL: 'nobody',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(message).toContain('PUBLIC_ORIGIN: must be an http(s) origin');
    expect(message).toContain('DATABASE_POOL_SIZE:');
    expect(message).toContain('LOG_LEVEL:');
    expect(message).toContain('CONTACT_EMAIL: must be an email address');
  });

  it('wants both halves of a provider configuration', () => {
    expect(() => parseConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET: set both/);
    expect(parseConfig({ FACEBOOK_CLIENT_ID: 'a', FACEBOOK_CLIENT_SECRET: 'b' }).FACEBOOK_CLIENT_ID).toBe('a');
  });

  it('takes object storage settings only when they are complete and well-formed', () => {
    expect(parseConfig({}).S3_BUCKET).toBeUndefined();
    expect(() => parseConfig({ S3_BUCKET: 'media' })).toThrow(/S3_ACCESS_KEY_ID: required when S3_BUCKET is set/);
    expect(() =>
      parseConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_ENDPOINT: 'minio:9000' }),
    ).toThrow(/S3_ENDPOINT: must be an http\(s\) URL/);
    expect(() => parseConfig({ S3_PREFIX: 'media' })).toThrow(/S3_PREFIX: must be empty or end with \//);
    const env = parseConfig({
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'spotter/',
    });
    expect(env).toMatchObject({
      S3_BUCKET: 'media',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: 'spotter/',
    });
  });

  it('keeps the production server from starting with a wrong value', () => {
    const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['site/scripts/start.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', PUBLIC_ORIGIN: 'ftp://spotter.example', PORT: '4499' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PUBLIC_ORIGIN');
  });
});
