import {
  createHeroSlide,
  deleteHeroSlide,
  heroSlideKeys,
  heroSlides,
  heroSlidesQuery,
  updateHeroSlide,
} from '@/data/hero-slides';
import { AdminCollectionScreen } from '@/features/admin/shared/AdminCollectionScreen';
import { OrderedList } from '@/features/admin/shared/OrderedList';
import { useAdminCollection, writesById } from '@/features/admin/shared/useAdminCollection';
import { HeroSlideForm } from './HeroSlideForm';
import { adminMessages } from '@/i18n/admin';

export function HeroSlidesPage() {
  const t = adminMessages.adminContent.heroSlides;
  const slides = useAdminCollection({
    list: heroSlidesQuery(),
    collection: 'hero_slides',
    invalidates: [heroSlideKeys.all],
    create: createHeroSlide,
    ...writesById(updateHeroSlide, deleteHeroSlide),
    messages: t,
  });

  return (
    <AdminCollectionScreen
      collection={slides}
      messages={t}
      renderForm={(form) => <HeroSlideForm {...form} nextOrderIndex={slides.items.length} />}
    >
      <OrderedList
        collection={slides}
        nameOf={(slide) => slide.title}
        saveOrder={heroSlides.saveOrder}
        messages={t}
      >
        {(slide) => (
          <>
            <img
              src={slide.image_url}
              alt=""
              className="h-16 w-28 shrink-0 rounded-md border border-slate-200 bg-slate-50 object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{slide.title}</p>
              <p className="text-sm break-all text-slate-600">
                {slide.cta_text} → {slide.cta_link}
              </p>
            </div>
          </>
        )}
      </OrderedList>
    </AdminCollectionScreen>
  );
}
