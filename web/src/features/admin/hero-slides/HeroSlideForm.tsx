import { zodResolver } from '@hookform/resolvers/zod';
import {
  heroSlideSchema,
  type HeroSlide,
  type HeroSlideForm as HeroSlideFormValues,
  type HeroSlideFormInput,
} from '@kigali/domain';
import { useEffect } from 'react';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { useUnsavedChangesWarning } from '@/features/admin/shared/useUnsavedChangesWarning';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { TextAreaField, TextField } from '@/ui/Field';

type Props = {
  /** The slide being edited, or null to add one. */
  slide: HeroSlide | null;
  /** A new slide goes last in the carousel. */
  nextOrderIndex: number;
  /** Saves and reports the outcome; after a failure the form keeps what was typed. */
  onSave: (values: HeroSlideFormValues) => Promise<void>;
  onCancel: () => void;
};

const valuesOf = (slide: HeroSlide): DefaultValues<HeroSlideFormInput> => ({
  title: slide.title,
  description: slide.description,
  image_url: slide.image_url,
  cta_text: slide.cta_text,
  cta_link: slide.cta_link,
  order_index: slide.order_index,
});

export function HeroSlideForm({ slide, nextOrderIndex, onSave, onCancel }: Props) {
  const t = useMessages().adminContent.heroSlides;
  const kit = useMessages().admin;
  const {
    register,
    control,
    handleSubmit,
    getFieldState,
    resetField,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<HeroSlideFormInput, unknown, HeroSlideFormValues>({
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
        },
  });
  useUnsavedChangesWarning(isDirty && !isSubmitting);
  // The count arrives with the list: a new slide goes last unless the admin typed an order.
  useEffect(() => {
    if (!slide && !getFieldState('order_index').isDirty) {
      resetField('order_index', { defaultValue: nextOrderIndex });
    }
  }, [slide, nextOrderIndex, getFieldState, resetField]);
  const imageUrl = useWatch({ control, name: 'image_url' })?.trim();

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate className="grid gap-4 md:grid-cols-2">
      <TextField
        label={t.title}
        className="md:col-span-2"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label={t.description}
        rows={3}
        className="md:col-span-2"
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField label={t.ctaText} error={errors.cta_text?.message} {...register('cta_text')} />
      <TextField
        label={t.ctaLink}
        placeholder="/products"
        error={errors.cta_link?.message}
        {...register('cta_link')}
      />
      <div className="md:col-span-2">
        <TextField
          label={t.imageUrl}
          type="text"
          inputMode="url"
          hint={kit.image.urlHint}
          error={errors.image_url?.message}
          {...register('image_url')}
        />
        {imageUrl && (
          <img
            src={imageUrl}
            alt={kit.image.preview}
            className="mt-2 h-28 w-full max-w-xs rounded-md border border-slate-200 bg-slate-50 object-cover"
          />
        )}
      </div>
      <TextField
        label={t.orderIndex}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        error={errors.order_index?.message}
        {...register('order_index')}
      />
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? kit.form.submitting : slide ? kit.form.update : kit.form.create}
        </Button>
        {slide && (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {kit.form.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
