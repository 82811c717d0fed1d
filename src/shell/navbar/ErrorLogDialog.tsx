import { styled } from 'styled-components';
import { useT } from '../../core';
import type { ErrorLogEntry } from '../../core';
import { Button, Dialog, EmptyState, cssVar } from '../../ui';

export interface ErrorLogDialogProps {
  open: boolean;
  onClose: () => void;
  entries: readonly ErrorLogEntry[];
  onClear?: () => void;
}

const Table = styled.table`
  width: 100%; border-collapse: collapse; font-size: 13px; color: ${cssVar.text}; table-layout: fixed;
  th, td { border: 1px solid ${cssVar.border}; padding: ${cssVar.spaceSm}; text-align: left; vertical-align: top; }
  th { background: ${cssVar.bgMuted}; font-weight: 500; }
  /* Wrapped in full, not a scroll box of its own: a scrolling cell would need a tab stop (axe scrollable-region-focusable). */
  pre { margin: 0; white-space: pre-wrap; word-break: break-all; font-size: ${cssVar.fontSizeSmall}; }
  td { overflow-wrap: anywhere; }
`;

/**
 * The caught client errors (000 section 2): Message, Stack and Url of each, newest first.
 * @example
 * <ErrorLogDialog open={open} onClose={close} entries={entries} onClear={clear} />
 */
export function ErrorLogDialog({ open, onClose, entries, onClear }: ErrorLogDialogProps) {
  const t = useT();
  const newestFirst = [...entries].reverse();
  return (
    <Dialog
      open={open} onClose={onClose} title={t('errorLog.title')} width={880} closeLabel={t('common.close')}
      footer={(
        <>
          {onClear && entries.length ? <Button onClick={onClear}>{t('errorLog.clear')}</Button> : null}
          <Button variant="primary" onClick={onClose}>{t('common.close')}</Button>
        </>
      )}
    >
      {newestFirst.length === 0 ? <EmptyState title={t('errorLog.empty')} icon="check" /> : (
        <Table>
          <colgroup><col style={{ width: '26%' }} /><col /><col style={{ width: '22%' }} /><col style={{ width: '13%' }} /></colgroup>
          <thead>
            <tr><th scope="col">{t('errorLog.message')}</th><th scope="col">{t('errorLog.stack')}</th><th scope="col">{t('errorLog.url')}</th><th scope="col">{t('errorLog.time')}</th></tr>
          </thead>
          <tbody>
            {newestFirst.map((e, i) => (
              <tr key={`${e.time}-${i}`}>
                <td>{e.message}</td>
                <td><pre>{e.stack}</pre></td>
                <td>{e.url}</td>
                <td>{new Date(e.time).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Dialog>
  );
}
