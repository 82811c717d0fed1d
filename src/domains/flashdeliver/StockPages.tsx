/**
 * 库存管理 and 库存盘点 (our additions): a project's stock per product, received with 入库 and
 * moved only by receipts, sales and confirmed stock-takings, each movement a stock line; a
 * stock-taking's lines take counted quantities until 确认盘点 sets the stock to them.
 */
import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { MAX_PAGE_SIZE } from '../../contract';
import { stock, stockMovement, stockReceipt, stockTaking, stockTakingLine } from '../../contract/services/flashdeliverStock';
import type { OperationDef, ResourceDef } from '../../contract/types';
import { callOperation, resourceQueryKey, useAdmin, useNotify, useResourceWrite } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { formFields } from '../../core/resource/fields';
import { FieldValue, RefLabel, ResourceFormDialog, ResourcePage, errorText, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { Button, ErrorState, Input, ProgressBar, cssVar } from '../../ui';
import { stockMessages } from './stockMessages';

const opOf = (r: ResourceDef, name: string): OperationDef => r.operations.find((o) => o.name === name)!;

const Section = styled.section`
  padding: 0 20px 16px; font-size: 14px; color: ${cssVar.text};
  h3 { margin: 8px 0; font-size: 15px; font-weight: 500; }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: 6px 8px; border-bottom: 1px solid ${cssVar.border}; text-align: left; }
  th { color: ${cssVar.textSecondary}; font-weight: 400; }
  .num { text-align: right; font-variant-numeric: tabular-nums; }
  p { margin: 8px 0; color: ${cssVar.textSecondary}; }
`;

/**
 * The rows of `child` that belong to one parent row, cached under the parent resource's key: a
 * write on the parent (a receipt, a confirmation) refreshes them.
 */
function useChildRows(parent: ResourceDef, child: ResourceDef, filter: Record<string, string>) {
  const { api } = useAdmin();
  return useQuery({
    key: [...resourceQueryKey(parent.key), child.key, JSON.stringify(filter)],
    fn: async (signal) => (await callOperation<{ data: { list: Row[] } }>(api, opOf(child, 'list'), { ...filter, pageNum: 1, pageSize: MAX_PAGE_SIZE }, { signal })).data.list,
  });
}

function Loaded({ q, children }: { q: ReturnType<typeof useChildRows>; children: (rows: Row[]) => ReactNode }) {
  const t = useViewT(stockMessages);
  if (q.error) return <ErrorState title={t('stock.loadFailed', { message: errorText(q.error, '') })} retryText={t('common.retry')} onRetry={() => void q.refetch()} />;
  if (!q.data) return <ProgressBar value={null} label={t('common.loading')} />;
  return <>{children(q.data)}</>;
}

const signed = (v: unknown) => (Number(v) > 0 ? `+${String(v)}` : String(v ?? '—'));

/** The stock lines of one stock figure, newest first: who, when, before, after, the change. */
function StockLines({ row }: { row: Row }) {
  const t = useViewT(stockMessages);
  const q = useChildRows(stock, stockMovement, { stockId: String(row.id) });
  const id = `stock-lines-${String(row.id)}`;
  return (
    <Section aria-labelledby={id}>
      <h3 id={id}>{t('stock.lines')}</h3>
      <Loaded q={q}>
        {(rows) => (
          <table aria-label={t('stock.lines')}>
            <thead><tr>
              <th>{t('stock.time')}</th><th>{t('stock.kind')}</th><th className="num">{t('stock.before')}</th><th className="num">{t('stock.after')}</th>
              <th className="num">{t('stock.change')}</th><th>{t('stock.source')}</th><th>{t('stock.operator')}</th>
            </tr></thead>
            <tbody>
              {rows.length === 0 ? <tr><td colSpan={7}>{t('stock.noLines')}</td></tr> : [...rows].sort((a, b) => Number(b.id) - Number(a.id)).map((r) => (
                <tr key={String(r.id)}>
                  <td>{String(r.createTime ?? '')}</td><td><FieldValue field={stockMovement.fields.kind!} value={r.kind} /></td>
                  <td className="num">{String(r.beforeQuantity ?? '')}</td><td className="num">{String(r.afterQuantity ?? '')}</td>
                  <td className="num">{signed(r.difference)}</td><td>{String(r.sourceNo ?? '')}</td><td>{String(r.operatorName ?? '')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Loaded>
    </Section>
  );
}

/**
 * 库存管理: each project's stock per product (quantities in whole units), 入库 to receive goods,
 * and under each row's detail its stock lines. There is no edit: stock moves only by receipts,
 * sales and confirmed stock-takings.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><StockPage /></AdminProvider>
 */
export function StockPage({ toolbar, ...props }: ResourcePageOfProps) {
  const t = useViewT(stockMessages);
  const [receiving, setReceiving] = useState(false);
  return (
    <>
      <ResourcePage
        resource={stock} title="route.stock" columns={['orgId', 'productId', 'quantity', 'lastMoveTime']}
        toolbar={<><Button variant="primary" onClick={() => setReceiving(true)}>{t('stock.receive')}</Button>{typeof toolbar === 'function' ? null : toolbar}</>}
        renderDetail={(row) => <StockLines row={row} />}
        {...props}
      />
      {receiving ? (
        // Saved through the stock's key, so the list shows the new figure at once.
        <ResourceFormDialog resource={stock} fields={formFields(stockReceipt)} operation={opOf(stockReceipt, 'add')} row={null}
          title={t('stock.receiveTitle')} onClose={() => setReceiving(false)} />
      ) : null}
    </>
  );
}

/** One line of a stock-taking: its counted quantity typed and saved while it is open. */
function CountCell({ line, open }: { line: Row; open: boolean }) {
  const t = useViewT(stockMessages);
  const notify = useNotify();
  const write = useResourceWrite(stockTaking);
  const initial = line.countedQuantity === null || line.countedQuantity === undefined ? '' : String(line.countedQuantity);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  if (!open) return <>{initial === '' ? t('stock.notCounted') : initial}</>;
  const save = () => {
    if (!/^\d+$/.test(value.trim())) { setError(t('stock.wholeNumber')); return; }
    setError(null);
    write.run(opOf(stockTakingLine, 'update'), { id: line.id, countedQuantity: Number(value.trim()) }).then(
      () => notify.success(t('stock.saved')),
      (e: unknown) => setError(errorText(e, t('common.unknownError'))),
    );
  };
  return (
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
      <Input aria-label={t('stock.countedOf', { product: String(line.productName ?? line.productId ?? '') })} inputMode="numeric" value={value}
        onChange={(e) => setValue(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') save(); }} style={{ width: 96 }} />
      <Button loading={write.pending} disabled={value === initial} onClick={save}>{t('stock.save')}</Button>
      {error ? <span role="alert" style={{ color: cssVar.dangerInk }}>{error}</span> : null}
    </span>
  );
}

/** The lines of one stock-taking: book and counted quantities and their difference. */
function TakingLines({ row }: { row: Row }) {
  const t = useViewT(stockMessages);
  const q = useChildRows(stockTaking, stockTakingLine, { stockTakingId: String(row.id) });
  const open = row.status === 'draft';
  const id = `taking-lines-${String(row.id)}`;
  return (
    <Section aria-labelledby={id}>
      <h3 id={id}>{t('stock.takingLines')}</h3>
      <p>{t(open ? 'stock.openNote' : 'stock.closedNote')}</p>
      <Loaded q={q}>
        {(rows) => (
          <table aria-label={t('stock.takingLines')}>
            <thead><tr>
              <th>{t('stock.product')}</th><th className="num">{t('stock.book')}</th><th>{t('stock.counted')}</th><th className="num">{t('stock.difference')}</th>
            </tr></thead>
            <tbody>
              {rows.map((l) => (
                <tr key={`${String(l.id)}-${String(l.countedQuantity)}`}>
                  <td>{l.productName ? String(l.productName) : <RefLabel refKey="flashdeliver.product" value={l.productId} />}</td>
                  <td className="num">{String(l.bookQuantity ?? '')}</td>
                  <td><CountCell line={l} open={open} /></td>
                  <td className="num">{l.difference === null || l.difference === undefined ? '—' : signed(l.difference)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Loaded>
    </Section>
  );
}

/**
 * 库存盘点: stock-takings per project. 新增 starts one (its lines get the project's stock as book
 * quantities; one open per project); the detail takes the counted quantities; 确认盘点 sets the
 * stock to them once, one stock line per difference, and closes it.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><StockTakingPage /></AdminProvider>
 */
export function StockTakingPage(props: ResourcePageOfProps) {
  return (
    <ResourcePage
      resource={stockTaking} title="route.stockTaking" messages={stockMessages}
      columns={['takingNo', 'orgId', 'lineCount', 'diffCount', 'status', 'requesterName', 'createTime', 'confirmedBy', 'confirmTime']}
      renderDetail={(row) => <TakingLines row={row} />}
      {...props}
    />
  );
}
