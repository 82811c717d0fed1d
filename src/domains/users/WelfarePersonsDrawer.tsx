import { Suspense, useMemo } from 'react';
import { useState } from 'react';
import { welfarePersonRecord, welfareRecord } from '../../contract/services/organisation/welfare';
import { listColumns, useCan, useExport, useResourceList, type ListState } from '../../core';
import { ResourceTable, useViewT, type Row } from '../../resource';
import { Button, Drawer, EmptyState, lazyNamed } from '../../ui';
import { usersActions } from './actions';
import { usersMessages } from './messages';

export interface WelfarePersonsDrawerProps {
  /** The welfare grant (a row of organisation.welfareRecord). */
  row: Row;
  onClose: () => void;
}

const ImportDialog = lazyNamed(() => import('../../resource/ImportDialog'), 'ImportDialog');
const PAGE: ListState = { page: 1, size: 100, sort: null, filters: {} };
const COLUMNS = ['name', 'phone', 'amount', 'grantStatus', 'createTime'];

/**
 * The people of one welfare grant (welfarePersonRecord) with their amounts and whether they were
 * paid; imports the list from xlsx with a per-row report (importWelfare) and exports it
 * (exportWelfareUserData).
 * @example
 * <WelfarePersonsDrawer row={{ id: 7, title: '中秋福利' }} onClose={close} />
 */
export function WelfarePersonsDrawer({ row, onClose }: WelfarePersonsDrawerProps) {
  const t = useViewT(usersMessages);
  const may = useCan();
  const grantId = String(row.id);
  const title = t('welfare.personsTitle', { title: String(row.title ?? row.id) });
  const fixed = useMemo(() => ({ welfareRecordId: grantId }), [grantId]);
  const persons = useResourceList(welfarePersonRecord, PAGE, { operation: usersActions.welfarePersons, fixed });
  const fields = useMemo(() => listColumns(welfarePersonRecord).filter(([n]) => COLUMNS.includes(n)), []);
  const exp = useExport(welfarePersonRecord, usersActions.exportWelfare, title);
  const [importing, setImporting] = useState(false);
  const mayWrite = may([welfareRecord.permission]);
  const granted = row.grantStatus === 'granted';
  return (
    <Drawer open onClose={onClose} placement="right" size={720} title={title} label={title} closeLabel={t('resource.close')}>
      <div style={{ display: 'flex', gap: 8, padding: '12px 20px 0' }}>
        {mayWrite && !granted ? <Button onClick={() => setImporting(true)}>{t('welfare.importList')}</Button> : null}
        <Button loading={exp.state.status === 'running'} onClick={() => void exp.run({ welfareRecordId: grantId })}>{t('welfare.exportList')}</Button>
        <span role="status" style={{ alignSelf: 'center' }}>
          {exp.state.status === 'done' ? t('resource.exported', { file: exp.state.fileName ?? '' })
            : exp.state.status === 'failed' ? t('resource.exportFailed', { message: exp.state.message }) : t('resource.total', { total: persons.total })}
        </span>
      </div>
      <div style={{ padding: '12px 20px' }}>
        <ResourceTable
          resource={welfarePersonRecord} rows={persons.rows} fields={fields} label={title} height={420} busy={persons.isFetching}
          empty={<EmptyState title={persons.isPending ? t('common.loading') : t('common.empty')} />}
        />
      </div>
      <Suspense fallback={null}>
        {importing ? (
          <ImportDialog
            resource={welfarePersonRecord} operation={usersActions.importWelfare} title={String(row.title ?? '')} extra={fixed}
            onClose={() => { setImporting(false); void persons.refetch(); }}
          />
        ) : null}
      </Suspense>
    </Drawer>
  );
}
