import { Suspense, useId, useMemo, type ReactNode } from 'react';
import { useLocale, useResourcePage, type ResourcePageOptions, type TransitionState } from '../core';
import type { OperationDef } from '../contract/types';
import { Button, ColumnSettings, EmptyState, ErrorState, LazyConfirmDialog, Pagination, pageFrameSheet, ProgressBar, SheetStyle, cssVar, defineSheet, lazyNamed } from '../ui';
import { PageNotices } from './PageNotices';
import { ResourceFilters, unfoldedFilters, type DateRule } from './ResourceFilters';
import { ResourceTable, type Row } from './ResourceTable';
import { rowActionTexts, rowActionsOf, rowActionsWidth, type RowLink } from './RowActions';
import { errorText } from './pageParts';
import { usePrefetchWhenIdle } from './prefetchWhenIdle';
import { useRowMenu } from './useRowMenu';
import type { DomainMessages } from '../core/domain';
import { useViewT } from './useViewT';

/**
 * @example
 * <ResourcePage resource={visitorInfo} title="route.visitorPass" className="partner-visitors" />
 */
export interface ResourcePageProps extends ResourcePageOptions {
  dateRules?: Readonly<Record<string, DateRule>>;
  /** Button labels of calls by name (i18n key or text); the contract's labels otherwise. */
  actionLabels?: Readonly<Record<string, string>>;
  /**
   * Extra toolbar buttons (domain workflows). As a function it gets the selected rows' ids (and
   * the table offers selection): buttons that act on the selection (启用所选, 停用所选).
   */
  toolbar?: ReactNode | ((selection: ToolbarSelection) => ReactNode);
  /** Content between the filters and the table (e.g. statistics). */
  children?: ReactNode;
  /** Today for date pickers (stories and tests pin it). */
  today?: string;
  /** Extra per-row buttons (e.g. links to a group's members). */
  rowLinks?: readonly RowLink[];
  /** Opens the domain's own add page instead of the add dialog (the 新增 button stays where it is). */
  onAdd?: () => void;
  /** Opens the domain's own edit page instead of the edit dialog (the 编辑 row action stays). */
  onEdit?: (row: Row) => void;
  /** A domain's own look for some cells (see `ResourceTable`'s `renderCell`). */
  renderCell?: (field: string, row: Row) => ReactNode | undefined;
  /** More of a record under its fields in the detail drawer (e.g. an order's lines and refunds). */
  renderDetail?: (row: Row) => ReactNode;
  /**
   * Added to the page's root (which always carries `sca-page sca-resource-page`): a host styles
   * the page and its `sca-*` parts from there.
   */
  className?: string;
  /**
   * The domain's texts (its titles, labels and words in every locale), added on first render: a
   * page mounted alone in a partner app heads itself with words, not with the key of its title.
   * Any table of the domain holds its titles (`withTitles`); its `titles.gen.ts` does for a page with no other text.
   */
  messages?: DomainMessages;
}

/**
 * What a selection-aware toolbar gets: the ids of the selected rows and a way to clear them.
 * @example
 * <ResourcePage resource={carpark} toolbar={({ ids }) => <Button disabled={!ids.length}>停用所选</Button>} />
 */
export interface ToolbarSelection {
  readonly ids: readonly string[];
  readonly clear: () => void;
}

/**
 * The stable class names of a page's parts, for a host's stylesheet (`.partner .sca-toolbar { … }`).
 * They do not change between patch or minor releases.
 * @example
 * const css = `.partner .${PAGE_PART_CLASSES.toolbar} { gap: ${cssVar.spaceMd}; }`; // .partner .sca-toolbar
 */
export const PAGE_PART_CLASSES = {
  page: 'sca-page',
  resourcePage: 'sca-resource-page',
  title: 'sca-page-title',
  filters: 'sca-filters',
  toolbar: 'sca-toolbar',
  status: 'sca-resource-page-status',
  table: 'sca-table',
  grid: 'sca-grid',
  footer: 'sca-resource-page-footer',
  pager: 'sca-pager',
  dialog: 'sca-dialog',
} as const;

// The page's frame: heading, toolbar, footer (its parts draw themselves).
const pageSheet = defineSheet('resource-page', `
.sca-resource-page-toolbar { display: flex; flex-wrap: wrap; gap: ${cssVar.spaceSm}; align-items: center; margin-bottom: ${cssVar.spaceMd}; }
.sca-resource-page-toolbar > .grow { flex: 1; }
.sca-resource-page-footer { display: flex; justify-content: flex-end; margin-top: ${cssVar.spaceMd}; }
.sca-resource-page-status { color: ${cssVar.textSecondary}; font-size: 13px; }
`);
const SHEETS = [pageFrameSheet, pageSheet];

// The dialogs load when one first opens, or when the browser is idle after the first rows: a list
// page (and a partner mounting one) does not download and compile the form, detail and import
// code before its first rows, and opening one later does not wait for the network.
const ResourceFormDialog = lazyNamed(() => import('./ResourceFormDialog'), 'ResourceFormDialog');
const ResourceDetail = lazyNamed(() => import('./ResourceDetail'), 'ResourceDetail');
const ImportDialog = lazyNamed(() => import('./ImportDialog'), 'ImportDialog');
const ActionDialog = lazyNamed(() => import('./ActionDialog'), 'ActionDialog');

/**
 * The complete page of a contract resource: filters in the URL, a paged virtualised table with
 * sorting, column settings and selection, add/edit forms, details, delete (one or many),
 * status transitions, export and import — all derived from the contract, each shown only
 * when the resource has the call and the user may use it. The view of `useResourcePage`.
 * @example
 * <ResourcePage resource={visitorInfo} title="route.visitorPass" className="partner-visitors" />
 */
export function ResourcePage(p: ResourcePageProps) {
  const t = useViewT(p.messages);
  const locale = useLocale();
  const page = useResourcePage({ ...p, shownFilters: unfoldedFilters });
  const { resource, title, list, filterDefs, query, write, ops, exp, fields, updateFields, columns, visible, selected, setSelected, dialog, setDialog, close, allowed, can, runDelete, userId } = page;
  const actionTexts = useMemo(
    () => rowActionTexts(resource, ops.transitions, t as never, locale, p.actionLabels), [resource, ops.transitions, t, locale, p.actionLabels]);
  const onTransition = (op: OperationDef, row: Row, target: TransitionState | null) => setDialog({ kind: 'action', op, row, target });
  const rowMenu = useRowMenu();
  // After the first answer, not after the page frame: a slow list shows its frame at 150 ms, and its
  // rows must not share the wire with code nobody has opened.
  usePrefetchWhenIdle(page.shown && (!query.isPending || !query.operation), [
    ResourceDetail,
    ...(can(ops.add) || can(ops.update) ? [ResourceFormDialog] : []),
    ...(ops.transitions.length ? [ActionDialog] : []),
    ...(ops.imports.some(allowed) ? [ImportDialog] : []),
  ]);
  // Unique per mounted page: two tabs over one resource (收款设备, 离线预警) each name their own region.
  const titleId = `sc-title-${resource.key}-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

  const rowActions = (row: Row) => rowActionsOf({
    resource, row, transitions: ops.transitions, onTransition, allowed, userId, inGrid: true, menu: rowMenu.handle,
    ...(p.rowLinks ? { links: p.rowLinks } : {}),
    onDetail: (r) => setDialog({ kind: 'detail', row: r }),
    ...(can(ops.update) ? { onEdit: p.onEdit ?? ((r: Row) => setDialog({ kind: 'edit', row: r })) } : {}),
    ...(can(ops.remove) || can(ops.removeMany) ? { onDelete: (r: Row) => setDialog({ kind: 'delete', row: r }) } : {}),
  }, actionTexts);
  const nameOf = (row: Row) => String(row[resource.labelField] ?? row.id ?? '');
  const actionsWidth = rowActionsWidth(actionTexts, {
    detail: true, edit: can(ops.update), delete: can(ops.remove) || can(ops.removeMany), links: p.rowLinks?.map((l) => l.label) ?? [],
  });

  let empty: ReactNode = <EmptyState title={t('common.empty')} />;
  if (!query.operation) empty = <EmptyState title={t('resource.noList')} icon="info" />;
  else if (query.isPending) empty = <ProgressBar value={null} label={t('common.loading')} />;
  else if (query.error) {
    empty = <ErrorState title={t('resource.loadFailed')} message={errorText(query.error, t('common.unknownError'))} retryText={t('common.retry')} onRetry={() => void query.refetch()} />;
  }

  const action = dialog?.kind === 'action' ? dialog : null;
  const rootClass = p.className ? `sca-page sca-resource-page ${p.className}` : 'sca-page sca-resource-page';
  if (!page.shown) {
    // Nothing drawn yet: the page paints once, title with rows, and the browser lays out its text once.
    return (
      <section className={rootClass} aria-labelledby={titleId} aria-busy="true" hidden data-resource={resource.key}>
        <h1 className="sca-page-title" id={titleId}>{title}</h1>
        {/* Mounted while the rows load (the key keeps it when they come): it claims the notices in
            an effect and draws again then, which after the rows would be one more commit. */}
        <PageNotices key="notices" />
      </section>
    );
  }
  return (
    <section className={rootClass} aria-labelledby={titleId} data-resource={resource.key}>
      <SheetStyle sheets={SHEETS} />
      <h1 className="sca-page-title" id={titleId}>{title}</h1>
      {filterDefs.length ? (
        <ResourceFilters
          resource={resource} fields={filterDefs} values={list.state.filters} onSearch={list.setFilters} onReset={() => list.setFilters({})}
          {...(p.dateRules ? { dateRules: p.dateRules } : {})} {...(p.today ? { today: p.today } : {})}
        />
      ) : null}
      {p.children}
      <div className="sca-toolbar sca-resource-page-toolbar">
        {can(ops.add) ? <Button variant="primary" onClick={p.onAdd ?? (() => setDialog({ kind: 'add' }))}>{t('resource.add')}</Button> : null}
        {can(ops.removeMany) ? (
          <Button variant="danger" disabled={!selected.size} onClick={() => setDialog({ kind: 'deleteMany', ids: [...selected] })}>
            {t('resource.deleteSelected')}
          </Button>
        ) : null}
        {exp.available ? (
          <Button loading={exp.state.status === 'running'} onClick={() => void page.runExport()}>
            {t('resource.export')}
          </Button>
        ) : null}
        {ops.imports.filter(allowed).map((op) => <Button key={op.name} onClick={() => setDialog({ kind: 'import', op })}>{t('resource.import')}</Button>)}
        {typeof p.toolbar === 'function' ? p.toolbar({ ids: [...selected], clear: () => setSelected(new Set()) }) : p.toolbar}
        <span className="grow" />
        <span className="sca-resource-page-status" role="status">
          {exp.state.status === 'running' ? t('resource.exporting') : exp.state.status === 'done' ? t('resource.exported', { file: exp.state.fileName ?? '' })
            : exp.state.status === 'failed' ? t('resource.exportFailed', { message: exp.state.message }) : selected.size ? t('resource.selected', { count: selected.size }) : ''}
        </span>
        <ColumnSettings
          columns={columns.prefs.map((c) => ({ key: c.key, visible: c.visible, label: resource.fields[c.key]?.label[locale] ?? c.key }))}
          onChange={(next) => columns.setPrefs(next)} onReset={columns.reset}
          labels={{ button: t('resource.columns'), title: t('resource.columnsTitle'), reset: t('resource.columnsReset'),
            moveUp: (label) => t('resource.moveUp', { label }), moveDown: (label) => t('resource.moveDown', { label }) }}
        />
      </div>
      <ResourceTable
        resource={resource} rows={query.error ? [] : query.rows} fields={visible} label={title}
        sort={list.state.sort} onSortChange={list.setSort} busy={query.isFetching && !query.isPending}
        {...(can(ops.removeMany) || exp.available || typeof p.toolbar === 'function' ? { selected, onSelectedChange: setSelected } : {})}
        rowActions={rowActions} actionsWidth={actionsWidth} onRowActivate={(row) => setDialog({ kind: 'detail', row })} empty={empty}
        {...(p.renderCell ? { renderCell: p.renderCell } : {})}
      />
      <div className="sca-resource-page-footer">
        <Pagination
          page={list.state.page} pageSize={list.state.size} total={query.total} onChange={(page, size) => list.setPage(page, size)}
          totalExact={query.totalExact} hasMore={query.rows.length >= list.state.size} onCountExactly={page.countExactly}
          labels={{ total: (total) => t('resource.total', { total }), totalAtLeast: (total) => t('resource.totalAtLeast', { total }), countExactly: t('resource.countExactly'), prev: t('resource.prevPage'), next: t('resource.nextPage'),
            pageSize: (size) => t('resource.pageSize', { size }), pageSizeSelect: t('resource.pageSizeSelect'), page: (page) => t('resource.page', { page }), jumpTo: t('resource.jumpTo'), nav: t('resource.pagination') }}
        />
      </div>
      <Suspense fallback={null}>
        {dialog?.kind === 'add' && ops.add ? <ResourceFormDialog resource={resource} fields={fields} operation={ops.add} row={null} title={title} onClose={close} {...(p.fixed ? { fixed: p.fixed } : {})} /> : null}
        {dialog?.kind === 'edit' && ops.update ? <ResourceFormDialog resource={resource} fields={updateFields} operation={ops.update} row={dialog.row} title={title} onClose={close} /> : null}
        {dialog?.kind === 'detail' ? <ResourceDetail resource={resource} row={dialog.row} title={title} onClose={close}>{p.renderDetail?.(dialog.row)}</ResourceDetail> : null}
        {dialog?.kind === 'import' ? <ImportDialog resource={resource} operation={dialog.op} title={title} onClose={close} template={ops.template && allowed(ops.template) ? ops.template : null} /> : null}
        {action ? (
          <ActionDialog resource={resource} operation={action.op} row={action.row} target={action.target} label={actionTexts.transitions[action.op.name] ?? ''} onClose={close} />
        ) : null}
      </Suspense>
      <LazyConfirmDialog
        open={dialog?.kind === 'delete' || dialog?.kind === 'deleteMany'}
        title={t('resource.deleteConfirmTitle')}
        message={dialog?.kind === 'delete' ? t('resource.deleteConfirm', { name: nameOf(dialog.row) })
          : dialog?.kind === 'deleteMany' ? t('resource.deleteManyConfirm', { count: dialog.ids.length }) : ''}
        confirmText={t('common.confirm')} cancelText={t('common.cancel')} closeLabel={t('resource.close')}
        tone="danger" confirming={write.pending}
        onCancel={close}
        onConfirm={() => {
          if (dialog?.kind === 'delete') void runDelete([String(dialog.row.id)]);
          else if (dialog?.kind === 'deleteMany') void runDelete(dialog.ids);
        }}
      />
      {rowMenu.layer}
      <PageNotices key="notices" />
    </section>
  );
}
