import { useMessages } from '@/i18n';
import { HydrationUnit } from '@/ui/HydrationUnit';
import { Seo } from '@/ui/Seo';
import { FeaturedProducts } from './FeaturedProducts';
import { FeaturedServices } from './FeaturedServices';
import { HeroSection } from './HeroSection';
import { PartnersStrip } from './PartnersStrip';

export function HomePage() {
  const t = useMessages();
  return (
    <>
      <Seo title={t.common.companyName} description={t.home.seoDescription} />
      <h1 className="sr-only">{t.home.heading}</h1>
      <HeroSection />
      {/* Below the fold: hydrated after the hero, each on its own. */}
      <HydrationUnit>
        <FeaturedProducts />
      </HydrationUnit>
      <HydrationUnit>
        <FeaturedServices />
      </HydrationUnit>
      <HydrationUnit>
        <PartnersStrip />
      </HydrationUnit>
    </>
  );
}
