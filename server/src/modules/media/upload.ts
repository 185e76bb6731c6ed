import { issuesSentence, MEDIA_MAX_BYTES } from '@chapterhouse/shared';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.js';
import type { UploadedFile } from './media.service.js';

export const FILE_TOO_LARGE = `The file is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB. Upload a smaller picture (a phone photo is usually 2-8 MB).`;

const malformedUpload = (noun: string) =>
  `The upload could not be read (the form data was malformed or cut short). Choose the ${noun} and send it again.`;

export const MALFORMED_UPLOAD = malformedUpload('picture');

/**
 * What an upload route takes, in its messages: a picture (media, photos) unless told otherwise
 * (a roster file). `tooLarge` is the answer to a file over the scope's `maxBytes`.
 */
export interface UploadKind {
  noun: string;
  maxBytes: number;
  tooLarge: string;
}

const PICTURE: UploadKind = {
  noun: 'picture',
  maxBytes: MEDIA_MAX_BYTES,
  tooLarge: FILE_TOO_LARGE,
};

/**
 * Lets the routes of this scope take multipart bodies; only upload routes may (any other route
 * keeps refusing them). Files over `kind.maxBytes` stop streaming in.
 */
export async function acceptUploads(
  app: FastifyInstance,
  kind: Pick<UploadKind, 'maxBytes'> = PICTURE,
): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: kind.maxBytes, files: 1, fields: 8, fieldSize: 4096, parts: 10 },
  });
}

/**
 * The form an upload route reads (a `file` and the text `fields`), for the API's own document:
 * `config.multipartBody`. The handler checks the stream itself with `readUpload`.
 */
export const uploadForm = <Fields extends z.ZodObject>(fields: Fields) =>
  z.object({ file: z.file(), ...fields.shape });

/**
 * The one file of a multipart upload and its text fields, checked by `schema`. Sizes are limited
 * while the file streams in (MEDIA_MAX_BYTES), so an oversized file is never held whole.
 */
export async function readUpload<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  kind: UploadKind = PICTURE,
) {
  if (!request.isMultipart()) {
    throw new HttpError(
      400,
      `Send the ${kind.noun} as multipart/form-data, in a field named "file".`,
    );
  }
  const values: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = { name: part.filename, data: await part.toBuffer() };
      } else {
        values[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(400, kind.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, `Send one ${kind.noun} per request.`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(400, 'The upload has too many fields.');
    }
    // Everything else here is the body itself: no boundary, cut short, a broken part header.
    // Nothing has been stored yet, so the client's mistake costs nothing but this answer.
    throw new HttpError(400, malformedUpload(kind.noun));
  }
  if (!file || file.data.length === 0) throw new HttpError(400, `Choose a ${kind.noun} to upload.`);
  const fields = schema.safeParse(values);
  if (!fields.success) {
    throw new HttpError(400, issuesSentence(fields.error.issues));
  }
  return { file, fields: fields.data as z.output<S> };
}
