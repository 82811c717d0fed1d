import { useRef, useState } from 'react';
import { file as fileResource } from '../../contract/services/common';
import { useAdmin, useLocale, useNotify } from '../../core';
import { useAdminInternals } from '../../core/adminContext';
import { resourceQueryKey } from '../../core/resource';
import { useViewT } from '../../resource';
import { Button, Dialog, DialogFooter, FileDrop, FormField, ProgressBar, SegmentedControl, cssVar } from '../../ui';
import { systemMessages } from './messages';
import { UPLOAD_LIMITS } from './uploadLimits';
import { uploadWithProgress } from './uploadWithProgress';

const GROUPS = fileResource.fields.group!.values!;

/**
 * Upload one file to a group with its progress; a type or size outside the limits is refused
 * before sending, and a server refusal shows its message with the chosen file kept.
 * @example
 * <UploadDialog onClose={close} />
 */
export function UploadDialog({ onClose }: { onClose: () => void }) {
  const t = useViewT(systemMessages);
  const locale = useLocale();
  const { apiBase } = useAdmin();
  const { session, queries } = useAdminInternals();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [group, setGroup] = useState('document');
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const maxMb = UPLOAD_LIMITS.maxBytes / 1024 / 1024;
  const types = UPLOAD_LIMITS.accept.replaceAll('.', '').replaceAll(',', '/');

  const send = async () => {
    if (!file) return;
    setProblem(null);
    setPercent(0);
    abort.current = new AbortController();
    try {
      const answer = await uploadWithProgress({
        url: `${apiBase.replace(/\/+$/, '')}/common/file/upload`, token: session.token(), file, group,
        onProgress: setPercent, signal: abort.current.signal,
      });
      if (answer.code !== 200) {
        setProblem(answer.msg ?? String(answer.code));
        setPercent(null);
        return;
      }
      await queries.invalidate(resourceQueryKey(fileResource.key));
      notify.success(t('file.uploaded', { name: file.name }));
      onClose();
    } catch (e) {
      setPercent(null);
      if ((e as Error).name !== 'AbortError') setProblem((e as Error).message);
    }
  };
  const busy = percent !== null;

  return (
    <Dialog
      open title={t('file.upload')} onClose={() => { abort.current?.abort(); onClose(); }}
      footer={(close) => (
        <DialogFooter>
          <Button onClick={close}>{t('file.close')}</Button>
          <Button variant="primary" disabled={!file || busy} onClick={() => void send()}>{t('file.upload')}</Button>
        </DialogFooter>
      )}
    >
      <FormField label={t('file.group')}>
        <SegmentedControl aria-label={t('file.group')} value={group} onChange={setGroup} options={GROUPS.map((g) => ({ value: String(g.value), label: g.label[locale] }))} />
      </FormField>
      <FileDrop
        accept={UPLOAD_LIMITS.accept} maxSize={UPLOAD_LIMITS.maxBytes} file={file} disabled={busy}
        onChange={(f) => { setFile(f); setProblem(null); }}
        labels={{
          prompt: t('file.limits', { types, max: maxMb }), choose: t('file.upload'), remove: t('file.close'),
          tooLarge: () => t('file.tooLarge', { max: maxMb }),
          wrongType: () => t('file.badType', { types }),
        }}
      />
      {busy ? <ProgressBar value={percent} label={t('file.uploading', { name: file?.name ?? '', percent: percent ?? 0 })} showValue /> : null}
      {problem ? <p role="alert" style={{ color: cssVar.dangerInk, margin: '8px 0 0' }}>{problem}</p> : null}
    </Dialog>
  );
}
