import type { Readable } from 'node:stream';
import {
  certificateCodeParamsSchema,
  certificateCorrectionSchema,
  certificateRevocationSchema,
  certificatesIssuedSchema,
  certificateTemplateFieldsSchema,
  certificateTemplateSchema,
  certificateTemplateUpdateSchema,
  certificateVerificationSchema,
  errorResponseSchema,
  eventCertificatesSchema,
  issueCertificatesSchema,
  issuedCertificateSchema,
  recordIdSchema,
  seriesCertificatesIssuedSchema,
  seriesCertificatesSchema,
} from '@chapterhouse/shared';
import type { FastifyReply, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import yazl from 'yazl';
import { z } from 'zod';
import {
  DASHBOARD_BASES,
  DASHBOARD_KINDS,
  organisationItemParams,
  organisationOf,
  organisationParams,
} from '../../lib/dashboard.js';
import {
  attachmentDisposition,
  type DownloadName,
  downloadName,
  unicodeSlug,
} from '../../lib/download-names.js';
import { editErrors, guarded } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import {
  type CertificateArtist,
  type CertificateContent,
  certificateFileName,
} from './certificate-drawing.js';
import type { CertificateMails } from './certificate-mails.js';
import {
  editCertificateTemplate,
  issueEventCertificates,
  verifyCertificates,
} from './certificates.access.js';
import * as service from './certificates.service.js';
import * as series from './series-certificates.js';
import type { VerificationOrigin } from './verification-origin.js';

const certificateParams = organisationItemParams.extend({ certificateId: recordIdSchema });

const pdfAnswer = (what: string) => ({
  description: what,
  content: { 'application/pdf': { schema: z.string() } },
});

/** Sends a PDF to download under its file name. */
const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: DownloadName | string) =>
  reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(fileName))
    .send(pdf);

/** The public answers: of the moment (a revocation shows at once), and never a search result. */
const VERIFICATION_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
};

/**
 * Streams the certificates as one ZIP, one PDF drawn at a time in the PDF workers while the
 * last is sent, so a large event's download holds neither memory nor the server. It ends early,
 * drawing no more, when the officer goes away or the server stops (`stopping`): the stream then
 * fails, so the browser reports a failed download rather than saving a ZIP cut short.
 */
function sendZip(
  reply: FastifyReply,
  artist: CertificateArtist,
  contents: CertificateContent[],
  fileName: DownloadName,
  stopping: AbortSignal,
) {
  const zip = new yazl.ZipFile();
  // A Node Readable (its types say only `ReadableStream`).
  const output = zip.outputStream as unknown as Readable;
  const names = new Set<string>();
  (async () => {
    for (const content of contents) {
      // The officer went away (closed the tab, lost the connection): draw no more for nobody.
      if (reply.raw.destroyed) {
        output.destroy();
        return;
      }
      if (stopping.aborted) throw new Error('The server is stopping: download the ZIP again.');
      const pdf = await artist.draw(content, stopping);
      // Names as written (ZIP names are UTF-8); two recipients of one name get two files.
      const base = certificateFileName(content).unicode.slice(0, -'.pdf'.length);
      let name = `${base}.pdf`;
      for (let n = 2; names.has(name); n += 1) name = `${base}-${n}.pdf`;
      names.add(name);
      // PDFs are compressed already: storing them saves the time deflating them again would take.
      zip.addBuffer(pdf, name, { compress: false, mtime: content.issuedAt });
    }
    zip.end();
  })().catch((error: Error) => output.destroy(error));
  return reply
    .type('application/zip')
    .header('content-disposition', attachmentDisposition(fileName))
    .send(output);
}

/**
 * Each dashboard's certificate template (`{base}/certificate-template`), its events'
 * certificates (`{base}/events/:itemId/certificates`) and its series'
 * (`{base}/series/:itemId/certificates`), and the public verification of one by its code
 * (`/certificates/:code`, and its PDF).
 */
export const certificateRoutes: FastifyPluginAsyncZod<{
  context: ServiceContext;
  artist: CertificateArtist;
  mails: CertificateMails;
  /** Told with the list, so that the officer issuing sees where certificates will lead. */
  verification: VerificationOrigin;
  /** Aborts as the server begins to stop: a ZIP under way ends (`sendZip`). */
  stopping: AbortSignal;
}> = async (app, { context, artist, mails, verification, stopping }) => {
  // A write's transaction commits after its handler: the mails are written once it has.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) mails.nudge();
  });

  for (const kind of DASHBOARD_KINDS) {
    const base = DASHBOARD_BASES[kind];
    const templateAccess = editCertificateTemplate(kind);
    const access = issueEventCertificates(kind);

    app.get(`${base}/certificate-template`, {
      config: { access: templateAccess },
      schema: {
        params: organisationParams,
        response: { 200: certificateTemplateSchema, ...guarded, 400: errorResponseSchema },
      },
      handler: (request) => service.readTemplate(context, organisationOf(request)),
    });
    app.put(`${base}/certificate-template`, {
      config: { access: templateAccess },
      schema: {
        params: organisationParams,
        body: certificateTemplateUpdateSchema,
        response: { 200: certificateTemplateSchema, ...editErrors },
      },
      handler: (request) => service.saveTemplate(context, organisationOf(request), request.body),
    });
    app
      .withTypeProvider<FastifyTypeProviderDefault>()
      .post(`${base}/certificate-template/preview`, {
        // It writes nothing: no transaction to hold while the PDF is drawn.
        config: { access: templateAccess, requestTransaction: false },
        schema: {
          params: organisationParams,
          body: certificateTemplateFieldsSchema,
          response: {
            200: pdfAnswer(
              'A sample certificate of the fields sent, as the template would print it.',
            ),
            ...guarded,
            400: errorResponseSchema,
          },
        },
        handler: async (request, reply) => {
          const design = request.body as z.output<typeof certificateTemplateFieldsSchema>;
          const content = await service.sampleContent(context, organisationOf(request), {
            ...design,
            signatories: design.signatories.map((signatory) => ({
              ...signatory,
              signature: signatory.signature ?? null,
            })),
          });
          return sendPdf(reply, await artist.draw(content), 'certificate-sample.pdf');
        },
      });

    const event = `${base}/events/:itemId`;
    app.get(`${event}/certificates`, {
      config: { access },
      schema: {
        params: organisationItemParams,
        response: { 200: eventCertificatesSchema, ...guarded, 400: errorResponseSchema },
      },
      handler: async (request) => ({
        ...(await service.eventCertificates(
          context,
          organisationOf(request),
          request.params.itemId,
        )),
        verification,
      }),
    });
    app.post(`${event}/certificates`, {
      config: { access },
      schema: {
        params: organisationItemParams,
        body: issueCertificatesSchema,
        response: { 200: certificatesIssuedSchema, ...editErrors },
      },
      handler: async (request) => ({
        ...(await service.issueCertificates(
          context,
          organisationOf(request),
          request.params.itemId,
          request.body,
        )),
        verification,
      }),
    });
    app.put(`${event}/certificates/:certificateId`, {
      config: { access },
      schema: {
        params: certificateParams,
        body: certificateCorrectionSchema,
        response: { 200: issuedCertificateSchema, ...editErrors },
      },
      handler: (request) =>
        service.correctCertificate(
          context,
          organisationOf(request),
          { eventId: request.params.itemId, certificateId: request.params.certificateId },
          request.body,
        ),
    });
    app.post(`${event}/certificates/:certificateId/revoke`, {
      config: { access },
      schema: {
        params: certificateParams,
        body: certificateRevocationSchema,
        response: { 200: issuedCertificateSchema, ...editErrors },
      },
      handler: (request) =>
        service.revokeCertificate(
          context,
          organisationOf(request),
          { eventId: request.params.itemId, certificateId: request.params.certificateId },
          request.body,
        ),
    });
    app
      .withTypeProvider<FastifyTypeProviderDefault>()
      .get(`${event}/certificates/:certificateId/pdf`, {
        config: { access },
        schema: {
          params: certificateParams,
          response: {
            200: pdfAnswer('One valid certificate of the event.'),
            ...guarded,
            400: errorResponseSchema,
          },
        },
        handler: async (request, reply) => {
          const { itemId, certificateId } = request.params as z.output<typeof certificateParams>;
          const content = await service.issuedContent(context, organisationOf(request), {
            eventId: itemId,
            certificateId,
          });
          return sendPdf(reply, await artist.draw(content), certificateFileName(content));
        },
      });
    app.withTypeProvider<FastifyTypeProviderDefault>().get(`${event}/certificates.zip`, {
      config: { access },
      schema: {
        params: organisationItemParams,
        response: {
          200: {
            description: 'Every valid certificate of the event, a PDF each, in one ZIP.',
            content: { 'application/zip': { schema: z.string() } },
          },
          ...guarded,
          400: errorResponseSchema,
        },
      },
      handler: async (request, reply) => {
        const { itemId } = request.params as z.output<typeof organisationItemParams>;
        const found = await service.eventContents(context, organisationOf(request), itemId);
        const title = unicodeSlug(found.event.title)
          ? found.event.title
          : `event ${found.event.id}`;
        return sendZip(
          reply,
          artist,
          found.contents,
          downloadName('certificates', [title], 'zip'),
          stopping,
        );
      },
    });

    // A series' certificates (issue 48): for attending its share of the sessions held.
    const seriesBase = `${base}/series/:itemId`;
    app.get(`${seriesBase}/certificates`, {
      config: { access },
      schema: {
        params: organisationItemParams,
        response: { 200: seriesCertificatesSchema, ...guarded, 400: errorResponseSchema },
      },
      handler: async (request) => ({
        ...(await series.seriesCertificates(
          context,
          organisationOf(request),
          request.params.itemId,
        )),
        verification,
      }),
    });
    app.post(`${seriesBase}/certificates`, {
      config: { access },
      schema: {
        params: organisationItemParams,
        response: { 200: seriesCertificatesIssuedSchema, ...editErrors },
      },
      handler: async (request) => ({
        ...(await series.issueSeriesCertificates(
          context,
          organisationOf(request),
          request.params.itemId,
        )),
        verification,
      }),
    });
    app.post(`${seriesBase}/certificates/:certificateId/revoke`, {
      config: { access },
      schema: {
        params: certificateParams,
        body: certificateRevocationSchema,
        response: { 200: issuedCertificateSchema, ...editErrors },
      },
      handler: (request) =>
        series.revokeSeriesCertificate(
          context,
          organisationOf(request),
          { seriesId: request.params.itemId, certificateId: request.params.certificateId },
          request.body,
        ),
    });
    app
      .withTypeProvider<FastifyTypeProviderDefault>()
      .get(`${seriesBase}/certificates/:certificateId/pdf`, {
        config: { access },
        schema: {
          params: certificateParams,
          response: {
            200: pdfAnswer('One valid certificate of the series.'),
            ...guarded,
            400: errorResponseSchema,
          },
        },
        handler: async (request, reply) => {
          const { itemId, certificateId } = request.params as z.output<typeof certificateParams>;
          const content = await series.seriesIssuedContent(context, organisationOf(request), {
            seriesId: itemId,
            certificateId,
          });
          return sendPdf(reply, await artist.draw(content), certificateFileName(content));
        },
      });
  }

  // Codes are 128 random bits; the limit makes trying them pointless besides.
  const verifyLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  app.get('/certificates/:code', {
    config: { access: verifyCertificates, ...verifyLimit },
    schema: {
      params: certificateCodeParamsSchema,
      response: { 200: certificateVerificationSchema, 404: errorResponseSchema },
    },
    handler: async (request, reply) =>
      reply
        .headers(VERIFICATION_HEADERS)
        .send(await service.verifyCertificate(context, request.params.code)),
  });
  app.withTypeProvider<FastifyTypeProviderDefault>().get('/certificates/:code/pdf', {
    config: { access: verifyCertificates, ...verifyLimit },
    schema: {
      params: certificateCodeParamsSchema,
      response: {
        200: pdfAnswer('The certificate, while it is valid.'),
        404: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { code } = request.params as z.output<typeof certificateCodeParamsSchema>;
      const content = await service.publicContent(context, code);
      const pdf = await artist.draw(content);
      return sendPdf(reply.headers(VERIFICATION_HEADERS), pdf, certificateFileName(content));
    },
  });
};
