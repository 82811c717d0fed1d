import { useState } from 'react';
import { webWxuser } from '../../contract/services/wechat';
import { useResourceWrite } from '../../core/resource';
import { useNotify } from '../../core';
import { ResourcePage, errorText, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { Button, Dialog, FormField, Input } from '../../ui';
import { wechatMessages } from './messages';

// It writes the wechat users' rows (its target), so it is looked up by name.
const saveLables = webWxuser.operations.find((o) => o.name === 'saveLables')!;

/**
 * 标签: the labels of one follower, comma-separated; the server de-duplicates them. A refusal
 * shows its message on the field and keeps what was typed.
 * @example
 * <LabelsDialog row={{ id: 3, name: '张伟', labels: '业主' }} onClose={close} />
 */
export function LabelsDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const t = useViewT(wechatMessages);
  const notify = useNotify();
  const write = useResourceWrite(webWxuser);
  const [labels, setLabels] = useState(String(row.labels ?? ''));
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    try {
      await write.run(saveLables, { ids: String(row.id), labels });
      notify.success(t('wechat.labelsSaved'));
      onClose();
    } catch (e) {
      setError(errorText(e, t('common.unknownError')));
    }
  };
  return (
    <Dialog
      open onClose={onClose} title={t('wechat.labelsOf', { name: String(row.name ?? row.openId ?? row.id) })} closeLabel={t('wechat.close')}
      footer={(requestClose) => (
        <>
          <Button onClick={requestClose}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={write.pending} onClick={() => void save()}>{t('common.save')}</Button>
        </>
      )}
    >
      <form onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <FormField label={t('wechat.labels')} hint={t('wechat.labelsHint')} error={error}>
          <Input value={labels} maxLength={256} onChange={(e) => setLabels(e.target.value)} />
        </FormField>
      </form>
    </Dialog>
  );
}

/**
 * 粉丝: the followers of the public accounts (getWxUserList: account, subscription, time), each
 * with its labels set from the row (saveLables).
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><FollowersPage /></AdminProvider>
 */
export function FollowersPage(props: ResourcePageOfProps) {
  const t = useViewT(wechatMessages);
  const [editing, setEditing] = useState<Row | null>(null);
  return (
    <>
      <ResourcePage
        resource={webWxuser} title="route.wechatFollowers" listWith="getWxUserList" readOnly
        rowLinks={[{ label: t('wechat.setLabels'), onClick: setEditing, lead: true }]} {...props}
      />
      {editing ? <LabelsDialog row={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
