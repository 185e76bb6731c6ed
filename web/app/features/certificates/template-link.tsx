import { Link } from 'react-router';

/**
 * Under the organisation's own settings (Basic Info, Settings): where its certificate template is
 * edited. The editor is a page of its own, beside its preview, rather than more of a long form.
 */
export function CertificateTemplateSection(props: { href: string }) {
  return (
    <section
      aria-labelledby="certificate-template-title"
      className="max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="certificate-template-title" className="text-lg font-semibold text-slate-900">
        Certificate template
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        What your certificates of participation say and who signs them: the title line, the text, up
        to three signatories and the colour, with a preview as it will print. Certificates are
        issued from each past event’s Certificates page, in the Events tab.
      </p>
      <Link
        to={props.href}
        className="mt-4 inline-block rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        Edit the certificate template
      </Link>
    </section>
  );
}
