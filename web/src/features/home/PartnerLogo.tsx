import { seedImageSrcSet, type Partner } from '@kigali/domain';

export function PartnerLogo({ partner }: { partner: Partner }) {
  return (
    <div className="flex h-24 items-center justify-center rounded-lg border border-slate-200 bg-white p-4">
      {/* The seed's 2:1 logos are drawn 64 px high (max-h-16), so 128 px wide. */}
      <img
        sizes="128px"
        srcSet={seedImageSrcSet(partner.logo_url)}
        src={partner.logo_url}
        alt={partner.name}
        width={160}
        height={80}
        loading="lazy"
        decoding="async"
        className="max-h-16 w-auto object-contain"
      />
    </div>
  );
}

/**
 * The strip as the server-rendered HTML shows it, before Swiper (PartnersCarousel) takes over once the
 * page has settled: the first logos in the carousel's places (2, 3 or 4 across with its gaps,
 * docs/product.md#constants-and-limits), the others on rows the strip's height hides.
 */
export function PartnersRow({ partners }: { partners: readonly Partner[] }) {
  return (
    <ul className="grid h-24 auto-rows-[6rem] grid-cols-2 gap-x-5 overflow-hidden min-[480px]:grid-cols-3 min-[480px]:gap-x-[30px] min-[640px]:grid-cols-4 min-[640px]:gap-x-10">
      {partners.map((partner) => (
        <li key={partner.id}>
          <PartnerLogo partner={partner} />
        </li>
      ))}
    </ul>
  );
}
