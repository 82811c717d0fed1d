import { useState } from 'react';
import type { ResourceDef } from '../../contract/types';
import { useAdmin, useLocale, useNotify } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { formFields, listColumns, operationOf, resourceQueryKey, useResourceWrite } from '../../core/resource';
import { ResourceFormDialog, ResourceTable, errorText, useViewT, type Row } from '../../resource';
import { ActionBar, Button, Dialog } from '../../ui';
import { loadAll } from './loadAll';
import { platformMessages } from './messages';

/**
 * @example
 * <UserLinksDialog resource={userRole} user={{ id: 7, name: '张伟' }} onClose={close} />
 */
export interface UserLinksDialogProps {
  /** A link resource with a `userId` field: userRole, userDept, userFloor, userOrgnization, userCompany. */
  resource: ResourceDef;
  user: { readonly id: number | string; readonly name?: unknown };
  onClose: () => void;
}

/**
 * What one platform user is linked to (roles, departments, floors, organisations, companies):
 * the links as a small table, 新增 with the link's own form (the user fixed), 删除 per link.
 * @example
 * <UserLinksDialog resource={userRole} user={{ id: 3, name: '张伟' }} onClose={close} />
 */
export function UserLinksDialog({ resource, user, onClose }: UserLinksDialogProps) {
  const t = useViewT(platformMessages);
  const locale = useLocale();
  const { api } = useAdmin();
  const notify = useNotify();
  const write = useResourceWrite(resource);
  const [adding, setAdding] = useState(false);
  const listOp = operationOf(resource, 'list')!;
  const q = useQuery({
    key: [...resourceQueryKey(resource.key), 'ofUser', String(user.id)],
    fn: (signal) => loadAll(api, listOp, { userId: user.id }, signal),
  });
  const title = resource.title[locale] ?? resource.title['zh-CN'];
  const name = String(user.name ?? user.id);
  const fields = listColumns(resource).filter(([n]) => n !== 'userId' && n !== 'id');
  const remove = async (row: Row) => {
    try {
      await write.run(operationOf(resource, 'delete')!, { id: row.id });
      notify.success(t('platform.deleted'));
    } catch (e) {
      notify.error(errorText(e, ''));
    }
  };
  return (
    <Dialog open onClose={onClose} title={`${title}：${name}`} width={720} closeLabel={t('platform.close')}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <Button variant="primary" onClick={() => setAdding(true)}>{t('platform.addLink')}</Button>
      </div>
      {q.error ? <div role="alert">{t('platform.loadFailed', { message: errorText(q.error, '') })}</div> : null}
      <ResourceTable
        resource={resource} rows={q.data ?? []} fields={fields} label={`${title}：${name}`} busy={q.isFetching} height={320}
        rowActions={(row) => (
          <ActionBar>
            <button type="button" data-danger="" aria-label={`${t('platform.delete')} ${String(row.id)}`} onClick={() => void remove(row)}>{t('platform.delete')}</button>
          </ActionBar>
        )}
        actionsWidth={90}
      />
      {adding ? (
        <ResourceFormDialog
          resource={resource} fields={formFields(resource).filter(([n]) => n !== 'userId')} operation={operationOf(resource, 'add')!}
          row={null} title={`${title}：${name}`} fixed={{ userId: Number(user.id) }} onClose={() => setAdding(false)}
        />
      ) : null}
    </Dialog>
  );
}
