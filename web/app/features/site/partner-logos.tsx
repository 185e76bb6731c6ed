import type { Partner } from '@chapterhouse/shared';

/** Partner logos, each an external link opening in a new tab. */
export function PartnerLogos({ partners }: { partners: Partner[] }) {
  return (
    <ul className="flex flex-wrap items-center justify-center gap-6">
      {partners.map((partner) => (
        <li key={partner.id}>
          <a
            href={partner.link}
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md"
          >
            <img
              src={partner.image}
              alt={`${partner.text} (opens in a new tab)`}
              width={320}
              height={160}
              loading="lazy"
              decoding="async"
              className="h-20 w-40 object-contain"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
