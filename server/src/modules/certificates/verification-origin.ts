import { certificatePath, type EventCertificates } from '@chapterhouse/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../app-module.js';

/** Where certificates' QR codes and printed addresses lead, and whether PUBLIC_URL says so. */
export type VerificationOrigin = EventCertificates['verification'];

export function verificationOriginOf(
  config: Pick<AppConfig, 'publicOrigin' | 'publicOriginConfigured'>,
): VerificationOrigin {
  return { origin: config.publicOrigin, configured: config.publicOriginConfigured ?? true };
}

/**
 * Says once, as the server starts, which address certificates print (one log line, naming no
 * one): a warning while PUBLIC_URL is unset, since a printed certificate keeps the address of
 * this machine for good, and nobody else can open it.
 */
export function logVerificationOrigin(
  log: FastifyBaseLogger,
  verification: VerificationOrigin,
): void {
  const address = `${verification.origin}${certificatePath('{code}')}`;
  if (verification.configured) {
    log.info({ certificates: verification }, `Certificates print ${address} (PUBLIC_URL)`);
    return;
  }
  log.warn(
    { certificates: verification },
    `PUBLIC_URL is not set: certificates print ${address}, an address of this machine that nobody else can open, for good. Set PUBLIC_URL to the site's public address before issuing any (docs/certificates.md).`,
  );
}
