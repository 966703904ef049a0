import type { HeroSlide, HeroSlideForm as HeroSlideFormValues } from '@kigali/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createHeroSlide,
  deleteHeroSlide,
  heroSlideKeys,
  heroSlidesQuery,
  saveHeroSlideOrder,
  updateHeroSlide,
} from '@/data/hero-slides';
import { MoveButtons } from '@/features/admin/shared/MoveButtons';
import { orderAfterMove, type MoveDirection } from '@/features/admin/shared/reorder';
import { useEditMode } from '@/features/admin/shared/useEditMode';
import { AdminSection } from '@/features/admin/shared/AdminSection';
import { notifyFailure, notifySuccess, useFetchFailureToast } from '@/features/admin/shared/admin-toast';
import { useConfirm } from '@/features/admin/shared/confirm';
import { ListState } from '@/features/admin/shared/ListState';
import { RowActions } from '@/features/admin/shared/RowActions';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { HeroSlideForm } from './HeroSlideForm';

export function HeroSlidesPage() {
  const t = useMessages().adminContent.heroSlides;
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const slidesQuery = useQuery(heroSlidesQuery());
  useFetchFailureToast(slidesQuery.error, t.fetchFailed);
  const { editing, formKey, formRef, startCreate, startEdit } = useEditMode<HeroSlide>();
  const [isBusy, setBusy] = useState(false);

  const slides = slidesQuery.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: heroSlideKeys.all });

  const save = async (values: HeroSlideFormValues) => {
    try {
      if (editing) await updateHeroSlide(editing.id, values);
      else await createHeroSlide(values);
      notifySuccess(editing ? t.updated : t.created);
      startCreate();
      await refresh();
    } catch (error) {
      notifyFailure(t.saveFailed, error);
    }
  };

  const move = async (index: number, direction: MoveDirection) => {
    const order = orderAfterMove(slides, index, direction);
    if (!order) return;
    setBusy(true);
    try {
      await saveHeroSlideOrder(order);
      notifySuccess(t.orderUpdated);
      await refresh();
    } catch (error) {
      notifyFailure(t.orderFailed, error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (slide: HeroSlide) => {
    if (!(await confirm())) return;
    setBusy(true);
    try {
      await deleteHeroSlide(slide.id);
      notifySuccess(t.deleted);
      if (editing?.id === slide.id) startCreate();
      await refresh();
    } catch (error) {
      notifyFailure(t.deleteFailed, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminSection
      title={t.pageTitle}
      actions={<Button onClick={startCreate}>{t.add}</Button>}
      formTitle={editing ? t.editHeading : t.createHeading}
      form={
        <div ref={formRef}>
          <HeroSlideForm
            key={formKey}
            slide={editing}
            nextOrderIndex={slides.length}
            onSave={save}
            onCancel={startCreate}
          />
        </div>
      }
      listTitle={t.listTitle}
    >
      {slidesQuery.isPending || slides.length === 0 ? (
        <ListState isLoading={slidesQuery.isPending} isEmpty emptyText={t.empty} />
      ) : (
        <ol className="divide-y divide-slate-200">
          {slides.map((slide, index) => (
            <li key={slide.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
              <MoveButtons
                label={slide.title}
                index={index}
                count={slides.length}
                disabled={isBusy}
                onMove={(direction) => void move(index, direction)}
              />
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
              <RowActions
                name={slide.title}
                disabled={isBusy}
                onEdit={() => startEdit(slide)}
                onDelete={() => void remove(slide)}
              />
            </li>
          ))}
        </ol>
      )}
    </AdminSection>
  );
}
