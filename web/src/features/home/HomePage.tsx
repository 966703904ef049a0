import type { HeroSlide, Partner, Product, Service } from '@kigali/domain';
import { useMessages } from '@/i18n';
import { HydrationUnit } from '@/ui/HydrationUnit';
import { Seo } from '@/ui/Seo';
import { FeaturedProducts } from './FeaturedProducts';
import { FeaturedServices } from './FeaturedServices';
import { HeroSection } from './HeroSection';
import { PartnersStrip } from './PartnersStrip';

export function HomePage({
  slides,
  products,
  services,
  partners,
}: {
  slides: HeroSlide[];
  products: Product[];
  services: Service[];
  partners: Partner[];
}) {
  const t = useMessages();
  return (
    <>
      <Seo title={t.common.companyName} description={t.home.seoDescription} />
      <h1 className="sr-only">{t.home.heading}</h1>
      <HeroSection stored={slides} />
      {/* Below the fold: hydrated after the hero, each on its own. */}
      <HydrationUnit>
        <FeaturedProducts products={products} />
      </HydrationUnit>
      <HydrationUnit>
        <FeaturedServices services={services} />
      </HydrationUnit>
      <HydrationUnit>
        <PartnersStrip partners={partners} />
      </HydrationUnit>
    </>
  );
}
