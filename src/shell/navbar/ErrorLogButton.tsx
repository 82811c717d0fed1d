import { useState } from 'react';
import { useErrorLog, useT } from '../../core';
import { Badge, IconButton } from '../../ui';
import { ErrorLogDialog } from './ErrorLogDialog';

/**
 * The error-log button with its red dot; shown only once something was caught (as the
 * original does), so a clean console has no bug icon in the bar.
 * @example
 * <ErrorLogButton />
 */
export function ErrorLogButton() {
  const t = useT();
  const { entries, clear } = useErrorLog();
  const [open, setOpen] = useState(false);
  if (!entries.length && !open) return null;
  return (
    <>
      <Badge dot hidden={!entries.length} label={t('errorLog.open', { count: entries.length })}>
        <IconButton icon="bug" label={t('errorLog.open', { count: entries.length })} onClick={() => setOpen(true)} />
      </Badge>
      <ErrorLogDialog open={open} onClose={() => setOpen(false)} entries={entries} onClear={clear} />
    </>
  );
}
