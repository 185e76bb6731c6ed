import type { ReactNode } from 'react';
import { ContactDetails } from '../../components/contact-details';

/**
 * The landing page's and /contact's contact block: the form beside the branch's details. The
 * route brings the form (`ContactForm`, as an island on public pages).
 */
export function ContactPanel(props: {
  email: string | null;
  phone: string | null;
  location: string | null;
  form: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-4xl gap-8 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm md:grid-cols-[3fr_2fr]">
      {props.form}
      <ContactDetails email={props.email} phone={props.phone} location={props.location} />
    </div>
  );
}
