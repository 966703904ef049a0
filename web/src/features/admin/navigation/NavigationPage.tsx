import {
  createNavigationItem,
  deleteNavigationItem,
  navigationItemKeys,
  navigationItems,
  navigationItemsQuery,
  updateNavigationItem,
} from '@/data/navigation-items';
import { AdminCollectionScreen } from '@/features/admin/shared/AdminCollectionScreen';
import { OrderedList } from '@/features/admin/shared/OrderedList';
import { ShownBadge } from '@/features/admin/shared/ShownBadge';
import { useAdminCollection, writesById } from '@/features/admin/shared/useAdminCollection';
import { NavigationItemForm } from './NavigationItemForm';
import { adminMessages } from '@/i18n/admin';

export function NavigationPage() {
  const t = adminMessages.adminContent.navigation;
  const navigation = useAdminCollection({
    list: navigationItemsQuery(),
    collection: 'navigation_items',
    invalidates: [navigationItemKeys.all],
    create: createNavigationItem,
    ...writesById(updateNavigationItem, deleteNavigationItem),
    messages: t,
  });
  const { items } = navigation;
  const labels = new Map(items.map((item) => [item.id, item.label]));

  return (
    <AdminCollectionScreen
      collection={navigation}
      messages={t}
      renderForm={(form) => (
        <NavigationItemForm
          {...form}
          parents={items.filter((item) => item.parent_id === null)}
          nextOrderIndex={items.length}
        />
      )}
    >
      <OrderedList
        collection={navigation}
        nameOf={(item) => item.label}
        saveOrder={navigationItems.saveOrder}
        messages={t}
      >
        {(item) => (
          <div className="min-w-0 flex-1">
            <p className="space-x-2 font-semibold text-slate-900">
              <span>{item.label}</span>
              {!item.is_active && <ShownBadge shown={false} label={t.inactive} />}
            </p>
            <p className="text-sm break-all text-slate-600">
              {item.path}
              {item.parent_id && ` · ${t.under(labels.get(item.parent_id) ?? item.parent_id)}`}
            </p>
          </div>
        )}
      </OrderedList>
    </AdminCollectionScreen>
  );
}
