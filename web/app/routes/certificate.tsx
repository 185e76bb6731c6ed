import {
  CERTIFICATE_CODE_MAX,
  type CertificateVerification,
  certificateCodeParamsSchema,
} from '@chapterhouse/shared';
import { data } from 'react-router';
import { LinkErrorPage } from '../components/status-page';
import { apiPaths, paths } from '../config/paths';
import { CertificateVerificationPanel } from '../features/certificates/certificate-verification';
import { callApi, pageStatus } from '../lib/form-actions';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/certificate';

/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

/**
 * Kept by no cache (a revocation must show at once, and the page names a person) and indexed by
 * no search engine: the page is for those who hold the code, not for finding people by name.
 */
const NOT_KEPT = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex',
};

/** The same words for every unknown code: the page never tells what a code almost matched. */
const UNKNOWN =
  'No certificate has this code. Check it against the one printed on the certificate.';

/**
 * `/certificates/:code`, printed on each certificate with its QR code and mailed with it: read on
 * the server from the API (`GET /api/certificates/:code`), for anyone, with no account.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const checked = certificateCodeParamsSchema.safeParse({ code: params.code });
  const code = checked.success ? checked.data.code : '';
  // No code is that long: the same answer, without asking the API.
  if (!code || code.length > CERTIFICATE_CODE_MAX) {
    throw data({ message: UNKNOWN }, { status: 404, headers: NOT_KEPT });
  }
  const answer = await callApi<CertificateVerification>(context, 'GET', apiPaths.certificate(code));
  if (!answer.ok) {
    if (answer.status === 404) {
      throw data({ message: UNKNOWN }, { status: 404, headers: NOT_KEPT });
    }
    throw data(
      { message: answer.error },
      {
        status: pageStatus(answer.status),
        headers: NOT_KEPT,
      },
    );
  }
  return data({ certificate: answer.body }, { headers: NOT_KEPT });
}

export function headers() {
  return NOT_KEPT;
}

export function meta() {
  return [
    ...pageMeta(
      'Certificate verification',
      'Check that a certificate of the branch’s societies and councils is genuine.',
    ),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <CertificateVerificationPanel certificate={loaderData.certificate} />
      </div>
    </div>
  );
}

/** An unknown code is a 404 that says nothing more; anything else apologises. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LinkErrorPage
      error={error}
      notFoundTitle="Certificate not found"
      actions={[{ to: paths.home(), label: 'Back to Home' }]}
    />
  );
}
