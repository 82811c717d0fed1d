import { useMemo, useState, type FormEvent } from 'react';
import { household } from '../../contract/services/organisation/household';
import { bodyFields, resourceQueryKey, useDiscardLabels, useLocale, useNotify, useResourceForm } from '../../core';
import { useAdminInternals } from '../../core/adminContext';
import { problemText } from '../../resource/problemText';
import { useViewT, type Row } from '../../resource';
import { Button, Dialog, FormField } from '../../ui';
import { spaceActions } from './actions';
import { spaceMessages } from './messages';
import { RoomPickerInput } from './RoomPickerInput';

/**
 * @example
 * <TransferDialog row={{ id: 3, name: '张三', roomId: 12, roomName: '1栋-1单元-1层-101' }} onClose={close} />
 */
export interface TransferDialogProps {
  /** The household (a row of organisation.household, with its room's path in `roomName`). */
  row: Row;
  onClose: () => void;
}

/**
 * 换房: the household's current room and the new one chosen in the room tree (whole paths, never a
 * bare "101"). A room another household lives on is refused by the server (isUse) and its message
 * shows on the room field; the choice is kept so another can be picked at once.
 * @example
 * <TransferDialog row={{ id: 3, name: '张三', roomId: 12, roomName: '1栋-1单元-1层-101' }} onClose={close} />
 */
export function TransferDialog({ row, onClose }: TransferDialogProps) {
  const t = useViewT(spaceMessages);
  const locale = useLocale();
  const notify = useNotify();
  const { queries } = useAdminInternals();
  const discardLabels = useDiscardLabels();
  const op = spaceActions.roomTransfer;
  const fields = useMemo(() => bodyFields(op), [op]);
  const name = String(row[household.labelField] ?? row.id);
  const [chosen, setChosen] = useState('');
  const form = useResourceForm({
    resource: household, fields, operation: op, fixed: { id: String(row.id) },
    onSaved: () => {
      // The rooms' occupancy changed with the move.
      void queries.invalidate(resourceQueryKey('organisation.roomNo'));
      notify.success(t('space.transferred', { name, room: chosen }));
      onClose();
    },
  });
  const submit = (e: FormEvent) => { e.preventDefault(); void form.submit(); };
  const close = () => { if (!form.submitting) { form.discard(); onClose(); } };
  const formId = `sc-transfer-${String(row.id)}`;
  return (
    <Dialog
      open onClose={close} closeLabel={t('space.close')} dirty={form.dirty && !form.submitting} discardLabels={discardLabels}
      title={t('space.transferTitle', { name })} width={560}
      footer={(requestClose) => (
        <>
          <Button onClick={requestClose} disabled={form.submitting}>{t('space.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={form.submitting}>{t('space.confirmTransfer')}</Button>
        </>
      )}
    >
      {form.formError ? <p role="alert" style={{ color: '#B23B3B', margin: '0 0 12px' }}>{form.formError}</p> : null}
      <p style={{ margin: '0 0 12px' }}>{t('space.currentRoom')}：{String(row.roomName ?? row.roomId ?? '—')}</p>
      <form id={formId} onSubmit={submit} noValidate>
        {fields.map(([n, fd]) => (
          <FormField key={n} label={fd.label[locale]} required={Boolean(fd.required)} error={problemText(t, fd.label[locale], form.errorOf(n))}>
            <RoomPickerInput
              field={fd} value={form.values[n] ?? ''} onBlur={() => form.touch(n)}
              onChange={(v) => form.setValue(n, v)} onPathChange={(path) => setChosen(path ?? '')}
            />
          </FormField>
        ))}
      </form>
    </Dialog>
  );
}
