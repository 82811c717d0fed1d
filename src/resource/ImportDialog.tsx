import { useState } from 'react';
import { styled } from 'styled-components';
import type { OperationDef, ResourceDef } from '../contract/types';
import { useExport, useImport, useLocale } from '../core';
import { Button, Dialog, FileDrop, ProgressBar, cssVar } from '../ui';
import { useViewT } from './useViewT';

/**
 * @example
 * <ImportDialog resource={meal} operation={importOp} template={importTemplate(meal)} title="菜品" onClose={close} />
 */
export interface ImportDialogProps {
  resource: ResourceDef;
  operation: OperationDef;
  title: string;
  onClose: () => void;
  /** The call that answers the import template (see `importTemplate`); its button downloads it. */
  template?: OperationDef | null;
  /** Download of the import template done by the caller (instead of `template`). */
  onTemplate?: () => void;
  /** Inputs sent with the file that apply to every row (e.g. the welfare grant the list belongs to). */
  extra?: Readonly<Record<string, string | number>>;
}

const MAX_BYTES = 10 * 1024 * 1024;
const Summary = styled.p`margin: ${cssVar.spaceMd} 0; font-size: ${cssVar.fontSize};`;
const Report = styled.table`
  width: 100%; border-collapse: collapse; font-size: 13px;
  th, td { padding: 6px ${cssVar.spaceSm}; border-bottom: 1px solid ${cssVar.border}; text-align: left; }
  th { background: ${cssVar.bgMuted}; color: ${cssVar.textSecondary}; font-weight: 500; }
`;
const Scroll = styled.div`max-height: 240px; overflow: auto;`;
const Failed = styled.p`color: #B23B3B; font-size: 13px;`;

/**
 * Upload of an xlsx/csv to an import call, then its per-row report: how many rows were saved,
 * and for each refused row its number, field and reason (the good rows are saved anyway). The
 * import template downloads from the dialog. Closing never asks: a chosen file is picked again in
 * one click, as cheaply as a question would be answered.
 * @example
 * <ImportDialog resource={meal} operation={importOp} template={importTemplate(meal)} title="菜品" onClose={close} />
 */
export function ImportDialog({ resource, operation, title, onClose, template = null, onTemplate, extra }: ImportDialogProps) {
  const t = useViewT();
  const locale = useLocale();
  const [file, setFile] = useState<File | null>(null);
  const imp = useImport(resource, operation);
  const download = useExport(resource, template, t('resource.importTemplateFile', { title }));
  const { state } = imp;
  const running = state.status === 'running';
  const report = state.status === 'done' ? state.report : undefined;
  const labelOf = (field?: string) => (field ? resource.fields[field]?.label[locale] ?? field : '—');
  const getTemplate = onTemplate ?? (download.available ? () => void download.run({}) : null);
  return (
    <Dialog
      open onClose={() => { if (!running) onClose(); }} closeOnOverlay={false} width={640} closeLabel={t('resource.close')}
      title={t('resource.importTitle', { title })}
      footer={report ? (
        <>
          <Button onClick={() => { setFile(null); imp.reset(); }}>{t('resource.importAgain')}</Button>
          <Button variant="primary" onClick={onClose}>{t('resource.close')}</Button>
        </>
      ) : (
        <>
          {getTemplate ? (
            <Button variant="text" loading={download.state.status === 'running'} onClick={getTemplate}>{t('resource.importTemplate')}</Button>
          ) : null}
          <Button onClick={onClose} disabled={running}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={running} disabled={!file} onClick={() => { if (file) void imp.run(file, extra); }}>{t('resource.importStart')}</Button>
        </>
      )}
    >
      {report ? (
        <section aria-live="polite">
          <Summary role="status">{t('resource.importDone', { total: report.total, imported: report.imported, failed: report.failed })}</Summary>
          {report.errors.length ? (
            <Scroll>
              <Report aria-label={t('resource.importFailed', { message: String(report.failed) })}>
                <thead><tr><th scope="col">{t('resource.importRow', { row: '' }).trim()}</th><th scope="col">{t('resource.importField')}</th><th scope="col">{t('resource.importReason')}</th></tr></thead>
                <tbody>
                  {report.errors.map((e, i) => (
                    <tr key={`${e.row}-${i}`}><td>{t('resource.importRow', { row: e.row })}</td><td>{labelOf(e.field)}</td><td>{e.msg}</td></tr>
                  ))}
                </tbody>
              </Report>
            </Scroll>
          ) : null}
        </section>
      ) : (
        <>
          <FileDrop
            accept=".xlsx,.csv" maxSize={MAX_BYTES} file={file} onChange={setFile} disabled={running}
            labels={{
              prompt: t('resource.filePrompt'), choose: t('resource.fileChoose'), remove: t('resource.fileRemove'),
              tooLarge: (max) => t('resource.fileTooLarge', { max }), wrongType: (accept) => t('resource.fileWrongType', { accept }),
            }}
          />
          {running ? <div style={{ marginTop: 12 }}><ProgressBar value={null} label={t('resource.importing')} /></div> : null}
          {state.status === 'failed' ? <Failed role="alert">{t('resource.importFailed', { message: state.message })}</Failed> : null}
          {download.state.status === 'failed' ? <Failed role="alert">{t('resource.templateFailed', { message: download.state.message })}</Failed> : null}
        </>
      )}
    </Dialog>
  );
}
