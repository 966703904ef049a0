import type { NavigationItem, NavigationItemForm as NavigationItemFormValues } from '@kigali/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createNavigationItem,
  deleteNavigationItem,
  navigationItemKeys,
  navigationItemsQuery,
  saveNavigationOrder,
  updateNavigationItem,
} from '@/data/navigation-items';
import { useEditMode } from '@/features/admin/shared/useEditMode';
import { AdminSection } from '@/features/admin/shared/AdminSection';
import { notifyFailure, notifySuccess, useFetchFailureToast } from '@/features/admin/shared/admin-toast';
import { useConfirm } from '@/features/admin/shared/confirm';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/Button';
import { NavigationItemForm } from './NavigationItemForm';
import { NavigationItemList } from './NavigationItemList';
import { orderAfterMove, type MoveDirection } from '@/features/admin/shared/reorder';

export function NavigationPage() {
  const t = useMessages().adminContent.navigation;
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const navigation = useQuery(navigationItemsQuery());
  useFetchFailureToast(navigation.error, t.fetchFailed);
  const { editing, formKey, formRef, startCreate, startEdit } = useEditMode<NavigationItem>();
  const [isBusy, setBusy] = useState(false);

  const items = navigation.data ?? [];
  const topLevel = items.filter((item) => item.parent_id === null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: navigationItemKeys.all });

  const save = async (values: NavigationItemFormValues) => {
    try {
      if (editing) await updateNavigationItem(editing.id, values);
      else await createNavigationItem(values);
      notifySuccess(editing ? t.updated : t.created);
      startCreate();
      await refresh();
    } catch (error) {
      notifyFailure(t.saveFailed, error);
    }
  };

  const move = async (index: number, direction: MoveDirection) => {
    const order = orderAfterMove(items, index, direction);
    if (!order) return;
    setBusy(true);
    try {
      await saveNavigationOrder(order);
      notifySuccess(t.orderUpdated);
      await refresh();
    } catch (error) {
      notifyFailure(t.orderFailed, error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (item: NavigationItem) => {
    if (!(await confirm())) return;
    setBusy(true);
    try {
      await deleteNavigationItem(item.id);
      notifySuccess(t.deleted);
      if (editing?.id === item.id) startCreate();
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
          <NavigationItemForm
            key={formKey}
            item={editing}
            parents={topLevel}
            nextOrderIndex={items.length}
            onSave={save}
            onCancel={startCreate}
          />
        </div>
      }
      listTitle={t.listTitle}
    >
      <NavigationItemList
        items={items}
        isLoading={navigation.isPending}
        isBusy={isBusy}
        onMove={(index, direction) => void move(index, direction)}
        onEdit={startEdit}
        onDelete={(item) => void remove(item)}
      />
    </AdminSection>
  );
}
