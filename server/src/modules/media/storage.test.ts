import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MediaItem } from '@chapterhouse/shared';
import { parseUploadUrl } from '@chapterhouse/shared';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs } from '../../../test/accounts.js';
import { multipart, testJpeg } from '../../../test/images.js';
import { createTestApp } from '../../../test/test-app.js';
import { s3Storage } from './storage.js';

const credentials = { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret-key' };

interface StoredObject {
  body: Buffer;
  contentType: string;
  cacheControl: string;
}

/**
 * A tiny S3 in this process: PUT, GET, HEAD and DELETE of objects, each request's SigV4
 * signature checked by signing it again with the same secret (no network, no real store).
 */
async function fakeS3() {
  const objects = new Map<string, StoredObject>();
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = `http://${request.headers.host}${request.url}`;
    const authorization = String(request.headers.authorization ?? '');
    const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
    const headers = Object.fromEntries(
      signedHeaders.map((name) => [name, String(request.headers[name] ?? '')]),
    );
    const expected = await new AwsV4Signer({
      ...credentials,
      method: request.method,
      url,
      headers,
      body: body.length > 0 ? body : undefined,
      service: 's3',
      region: 'auto',
      datetime: String(request.headers['x-amz-date']),
    }).sign();
    if (!authorization || expected.headers.get('authorization') !== authorization) {
      response.writeHead(403).end('SignatureDoesNotMatch');
      return;
    }
    const path = decodeURIComponent(new URL(url).pathname);
    const object = objects.get(path);
    if (request.method === 'PUT') {
      objects.set(path, {
        body,
        contentType: String(request.headers['content-type']),
        cacheControl: String(request.headers['cache-control']),
      });
      response.writeHead(200).end();
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else if (!object) {
      response.writeHead(404).end();
    } else {
      response.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
      });
      response.end(request.method === 'HEAD' ? undefined : object.body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { objects, endpoint, close: () => new Promise((resolve) => server.close(resolve)) };
}

let s3: Awaited<ReturnType<typeof fakeS3>>;
beforeAll(async () => {
  s3 = await fakeS3();
});
afterAll(() => s3.close());

const configFor = (publicUrl?: string) => ({
  kind: 's3' as const,
  endpoint: s3.endpoint,
  bucket: 'chapterhouse-media',
  region: 'auto',
  ...credentials,
  publicUrl,
});

describe('the S3 media store', () => {
  it('puts, reads and deletes objects with signed requests', async () => {
    const storage = s3Storage(configFor());
    await storage.put('abc123-10x10-ffffff', '10.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(s3.objects.get('/chapterhouse-media/abc123-10x10-ffffff/10.webp')).toEqual({
      body: Buffer.from('webp bytes'),
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await storage.has('abc123-10x10-ffffff', '10.webp')).toBe(true);
    const stored = await storage.get('abc123-10x10-ffffff', '10.webp');
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('webp bytes');

    await storage.remove('abc123-10x10-ffffff', ['10.webp']);
    expect(await storage.has('abc123-10x10-ffffff', '10.webp')).toBe(false);
    expect(await storage.get('abc123-10x10-ffffff', '10.webp')).toBeNull();
  });

  it('fails loudly when the store refuses (a wrong secret)', async () => {
    const storage = s3Storage({ ...configFor(), secretAccessKey: 'wrong' });
    await expect(
      storage.put('abc123-10x10-ffffff', '10.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow(/403/);
  });

  it('keeps uploads in the bucket: served through the site, deleted with the picture', async () => {
    const t = await createTestApp({ mediaStorage: s3Storage(configFor()) });
    try {
      const officer = await signedInAs(t, 'SOCIETY_ADMIN', 'computer-society');
      const body = multipart({}, { name: 'a.jpg', data: await testJpeg(700, 350) });
      const base = '/api/society-dashboard/society/computer-society/media';
      const response = await t.app.inject({
        method: 'POST',
        url: base,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(officer) },
      });
      expect(response.statusCode, response.body).toBe(201);
      const item = response.json<MediaItem>();
      const key = parseUploadUrl(item.url)?.key;
      const names = () =>
        [...s3.objects.keys()].filter((name) => name.startsWith(`/chapterhouse-media/${key}/`));
      expect(names().sort()).toEqual(
        ['320', '640', '700', 'placeholder'].map(
          (file) => `/chapterhouse-media/${key}/${file}.webp`,
        ),
      );

      const served = await t.app.inject(`/media/uploads/${key}/320.webp`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(
        served.rawPayload.equals(
          s3.objects.get(`/chapterhouse-media/${key}/320.webp`)?.body as Buffer,
        ),
      ).toBe(true);
      expect((await t.app.inject(`/media/uploads/${key}/placeholder.webp`)).statusCode).toBe(200);
      expect((await t.app.inject(`/media/uploads/${key}/999.webp`)).statusCode).toBe(404);

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `${base}/${item.id}`,
        headers: bearer(officer),
      });
      expect(deleted.statusCode).toBe(204);
      expect(names()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('sends visitors to MEDIA_PUBLIC_URL when there is one', async () => {
    const t = await createTestApp({
      sample: false,
      mediaStorage: s3Storage(configFor('https://media.example.edu/uploads')),
    });
    try {
      const response = await t.app.inject('/media/uploads/abc123-10x10-ffffff/10.webp');
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(
        'https://media.example.edu/uploads/abc123-10x10-ffffff/10.webp',
      );
    } finally {
      await t.close();
    }
  });
});
