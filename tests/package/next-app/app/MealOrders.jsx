'use client';
/**
 * The README's smallest integration in a client component: one provider, one page, the
 * provider's own router. Prerendered on the server (no window there), then hydrated.
 */
import { AdminProvider } from '@supercloud/admin';
import { MealOrdersPage } from '@supercloud/admin/meal';

export default function MealOrders() {
  const config = typeof window === 'undefined' ? undefined : window.partnerConfig;
  return (
    <AdminProvider apiBase={config?.apiBase ?? '/super_cloud/api'} token={config?.token}>
      <MealOrdersPage />
    </AdminProvider>
  );
}
