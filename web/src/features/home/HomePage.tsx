import { useMessages } from '@/i18n';
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
      <FeaturedProducts />
      <FeaturedServices />
      <PartnersStrip />
    </>
  );
}
