import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { MAX_PAGE_SIZE } from '../../contract';
import { menuItem } from '../../contract/services/flashdeliverAdditions';
import { useResourceList, type ListState } from '../../core';
import { RefLabel, errorText, useViewT } from '../../resource';
import { EmptyState, ErrorState, Input, PageFrame, ProgressBar, cssVar } from '../../ui';
import { stockMessages } from './stockMessages';

type Row = Record<string, unknown>;

const Board = styled.div`
  display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 16px; margin-top: 12px;
  section { border: 1px solid ${cssVar.border}; border-radius: 4px; padding: 8px 12px; }
  h2 { font-size: 15px; font-weight: 500; margin: 4px 0 8px; }
  table { width: 100%; border-collapse: collapse; font-size: 13px; }
  th, td { padding: 4px 6px; border-bottom: 1px solid ${cssVar.border}; text-align: left; }
  th { color: ${cssVar.textSecondary}; font-weight: 400; }
`;

const localDay = (d = new Date()) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * 菜单预览: a day's menus as the shops show them, one card per project, the products in their
 * order with their sale window and daily limit; read only (the menus are edited under 菜单).
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><MenuPreviewPage today="2026-11-21" /></AdminProvider>
 */
export function MenuPreviewPage({ today, className }: { today?: string; className?: string }) {
  const t = useViewT(stockMessages);
  const [day, setDay] = useState(today ?? localDay());
  const state: ListState = useMemo(() => ({ page: 1, size: MAX_PAGE_SIZE, sort: null, filters: { menuDate: day } }), [day]);
  const list = useResourceList(menuItem, state);
  const byOrg = useMemo(() => {
    const m = new Map<string, Row[]>();
    for (const r of list.rows) m.set(String(r.orgId), [...(m.get(String(r.orgId)) ?? []), r]);
    for (const rows of m.values()) rows.sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0) || Number(a.id) - Number(b.id));
    return [...m.entries()];
  }, [list.rows]);
  return (
    <PageFrame title={t('route.menuPreview')} {...(className ? { className } : {})}>
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        {t('menu.day')}
        <Input type="date" aria-label={t('menu.day')} value={day} onChange={(e) => { if (e.target.value) setDay(e.target.value); }} style={{ width: 160 }} />
      </label>
      {list.error ? <ErrorState title={t('stock.loadFailed', { message: errorText(list.error, '') })} retryText={t('common.retry')} onRetry={() => void list.refetch()} /> : null}
      {list.isPending ? <ProgressBar value={null} label={t('common.loading')} /> : null}
      {!list.isPending && !list.error && !byOrg.length ? <EmptyState title={t('menu.empty', { day })} /> : null}
      <Board>
        {byOrg.map(([orgId, rows]) => (
          <section key={orgId} aria-label={`${t('menu.of')} ${orgId}`}>
            <h2><RefLabel refKey="organisation.organization" value={orgId} /></h2>
            <table aria-label={t('menu.title')}>
              <thead><tr><th>{t('stock.product')}</th><th>{t('menu.window')}</th><th>{t('menu.limit')}</th></tr></thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={String(r.id)}>
                    <td>{r.productName ? String(r.productName) : <RefLabel refKey="flashdeliver.product" value={r.productId} />}</td>
                    <td>{`${String(r.saleStart ?? '')}–${String(r.saleEnd ?? '')}`}</td>
                    <td>{r.dailyLimit === null || r.dailyLimit === undefined ? t('menu.noLimit') : String(r.dailyLimit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </Board>
    </PageFrame>
  );
}
