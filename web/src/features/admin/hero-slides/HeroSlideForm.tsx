import { zodResolver } from '@hookform/resolvers/zod';
import {
  heroSlideSchema,
  translationFormValues,
  type HeroSlide,
  type HeroSlideForm as HeroSlideFormValues,
  type HeroSlideFormInput,
} from '@kigali/domain';
import type { DefaultValues } from 'react-hook-form';
import type { AdminFormProps } from '@/features/admin/shared/AdminCollectionScreen';
import { useAdminForm } from '@/features/admin/shared/admin-form';
import { ImageUrlField } from '@/features/admin/shared/ControlledFields';
import { TranslatedAdminForm } from '@/features/admin/shared/TranslatedAdminForm';
import { withTranslationsToWrite } from '@/features/admin/shared/translations-to-write';
import { useOrderIndexField } from '@/features/admin/shared/useOrderIndexField';
import { TextAreaField, TextField } from '@/ui/Field';
import { adminMessages } from '@/i18n/admin';

type Props = AdminFormProps<HeroSlide, HeroSlideFormValues> & {
  /** A new slide goes last in the carousel. */
  nextOrderIndex: number;
};

const valuesOf = (slide: HeroSlide): DefaultValues<HeroSlideFormInput> => ({
  title: slide.title,
  description: slide.description,
  image_url: slide.image_url,
  cta_text: slide.cta_text,
  cta_link: slide.cta_link,
  order_index: slide.order_index,
  translations: translationFormValues('hero_slides', slide.translations),
});

export function HeroSlideForm({ item: slide, nextOrderIndex, onSave, onCancel }: Props) {
  const t = adminMessages.adminContent.heroSlides;
  const form = useAdminForm<HeroSlideFormInput, HeroSlideFormValues>({
    resolver: zodResolver(heroSlideSchema),
    defaultValues: slide
      ? valuesOf(slide)
      : {
          title: '',
          description: '',
          image_url: '',
          cta_text: '',
          cta_link: '',
          order_index: nextOrderIndex,
          translations: translationFormValues('hero_slides'),
        },
    onSave: (values) => onSave(withTranslationsToWrite(values, slide?.translations)),
  });
  const { field } = form;
  const orderIndex = useOrderIndexField(form, slide === null, nextOrderIndex);

  return (
    <TranslatedAdminForm
      form={form}
      collection="hero_slides"
      labels={{
        title: { label: t.title },
        description: { label: t.description, rows: 3 },
        cta_text: { label: t.ctaText },
      }}
      isEditing={slide !== null}
      onCancel={onCancel}
    >
      <TextField label={t.title} className="md:col-span-2" {...field('title')} />
      <TextAreaField label={t.description} rows={3} className="md:col-span-2" {...field('description')} />
      <TextField label={t.ctaText} {...field('cta_text')} />
      <TextField label={t.ctaLink} placeholder="/products" {...field('cta_link')} />
      <ImageUrlField
        form={form}
        name="image_url"
        label={t.imageUrl}
        className="md:col-span-2"
        previewClassName="mt-2 h-28 w-full max-w-xs rounded-md border border-slate-200 bg-slate-50 object-cover"
      />
      <TextField label={t.orderIndex} {...orderIndex} />
    </TranslatedAdminForm>
  );
}
