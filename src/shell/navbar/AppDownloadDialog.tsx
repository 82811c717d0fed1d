import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { useAppDownloadLinks, useDiscardLabels, useNotify, useT } from '../../core';
import { Button, Dialog, ErrorState, FormField, Input, Spinner, cssVar } from '../../ui';

export interface AppDownloadDialogProps {
  open: boolean;
  onClose: () => void;
}

const List = styled.dl`
  margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 10px ${cssVar.spaceLg}; color: ${cssVar.text};
  dt { font-weight: 500; } dd { margin: 0; overflow-wrap: anywhere; }
  a { color: ${cssVar.primaryInk}; }
`;
const Hint = styled.p`margin: 0 0 ${cssVar.spaceMd}; color: ${cssVar.textSecondary}; font-size: 13px;`;

const isHttp = (v: string) => /^https?:\/\/\S+$/i.test(v.trim());

/**
 * The app download links (000 sections 3 and 7: dictionary group DOWNLOAD_MANAGER_APP, first
 * Android, second iOS): view them, edit and save them (http/https links only). Closing it with
 * edited links asks first.
 * @example
 * <AppDownloadDialog open={open} onClose={() => setOpen(false)} />
 */
export function AppDownloadDialog({ open, onClose }: AppDownloadDialogProps) {
  const t = useT();
  const discardLabels = useDiscardLabels();
  const notify = useNotify();
  const links = useAppDownloadLinks({ enabled: open });
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState({ android: '', ios: '' });
  const [touched, setTouched] = useState(false);

  useEffect(() => { if (!open) { setEditing(false); setTouched(false); } }, [open]);

  const startEdit = () => {
    setDraft({ android: links.android ?? '', ios: links.ios ?? '' });
    setTouched(false);
    setEditing(true);
  };
  const invalid = { android: !isHttp(draft.android), ios: !isHttp(draft.ios) };
  const save = async () => {
    setTouched(true);
    if (invalid.android || invalid.ios) return;
    try {
      await links.save(draft);
      notify.success(t('appDownload.saved'));
      setEditing(false);
    } catch {
      // the client has shown the server's message; the draft stays for another try
    }
  };

  const link = (url: string | null) => (url ? <a href={url} target="_blank" rel="noopener noreferrer">{url}</a> : t('appDownload.empty'));
  let body;
  if (links.loading) body = <Spinner label={t('common.loading')} showLabel />;
  else if (links.error && !editing) body = <ErrorState title={t('appDownload.title')} message={links.error.message} retryText={t('common.retry')} onRetry={links.reload} />;
  else if (editing) {
    body = (
      <>
        <FormField label={t('appDownload.androidUrl')} required error={touched && invalid.android ? t('appDownload.invalidUrl') : undefined}>
          <Input type="url" value={draft.android} placeholder="https://" onChange={(e) => setDraft((d) => ({ ...d, android: e.target.value }))} />
        </FormField>
        <FormField label={t('appDownload.iosUrl')} required error={touched && invalid.ios ? t('appDownload.invalidUrl') : undefined}>
          <Input type="url" value={draft.ios} placeholder="https://" onChange={(e) => setDraft((d) => ({ ...d, ios: e.target.value }))} />
        </FormField>
      </>
    );
  } else {
    body = (
      <>
        <Hint>{t('appDownload.scan')}</Hint>
        <List>
          <dt>{t('appDownload.android')}</dt><dd data-testid="android-url">{link(links.android)}</dd>
          <dt>{t('appDownload.ios')}</dt><dd data-testid="ios-url">{link(links.ios)}</dd>
        </List>
      </>
    );
  }

  return (
    <Dialog
      open={open} onClose={onClose} title={t('appDownload.title')} width={520} closeLabel={t('common.close')}
      dirty={editing && !links.saving && (draft.android !== (links.android ?? '') || draft.ios !== (links.ios ?? ''))} discardLabels={discardLabels}
      footer={editing ? (
        <>
          <Button onClick={() => setEditing(false)}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={links.saving} onClick={() => void save()}>{t('common.save')}</Button>
        </>
      ) : (
        <>
          <Button onClick={startEdit} disabled={links.loading} aria-label={t('appDownload.edit')}>{t('common.edit')}</Button>
          <Button variant="primary" onClick={onClose}>{t('common.close')}</Button>
        </>
      )}
    >
      {body}
    </Dialog>
  );
}
