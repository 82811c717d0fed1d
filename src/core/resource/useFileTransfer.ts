import { useCallback, useState } from 'react';
import type { Envelope, FileResult } from '../../api/types';
import type { OperationDef, ResourceDef } from '../../contract/types';
import { exportFileName } from '../../utils/exportFileName';
import { useAdminInternals } from '../adminContext';
import { EXPORT_STATUS_QUERY_KEY } from '../useExportStatus';
import { callOperation } from './callOperation';
import { resourceQueryKey } from './useResourceList';

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export type TransferState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly startedAt: number }
  | { readonly status: 'done'; readonly fileName?: string; readonly report?: ImportReport }
  | { readonly status: 'failed'; readonly message: string };

export interface ImportReport {
  readonly total: number;
  readonly imported: number;
  readonly failed: number;
  readonly errors: readonly { readonly row: number; readonly field?: string; readonly msg: string }[];
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Downloads a server export (an xlsx of the filtered rows). The server names the file after
 * the page title and the day (YYYYMMDD); without that header the same name is made here. The
 * top bar's export-task dot is refreshed at start and end.
 * @example
 * const exp = useExport(orderDinner, exportOp, '订餐订单');
 * <button disabled={exp.state.status === 'running'} onClick={() => exp.run(filters)}>导出</button>
 */
export function useExport(resource: ResourceDef, op: OperationDef | null, title: string) {
  const { api, queries } = useAdminInternals();
  const [state, setState] = useState<TransferState>({ status: 'idle' });
  const run = useCallback(async (input: Record<string, unknown>) => {
    if (!op) return;
    setState({ status: 'running', startedAt: Date.now() });
    void queries.invalidate(EXPORT_STATUS_QUERY_KEY);
    try {
      const file = await callOperation<FileResult>(api, op, input);
      const name = file.fileName && file.fileName !== '下载文件.xlsx' ? file.fileName : exportFileName(title);
      saveBlob(file.blob, name);
      setState({ status: 'done', fileName: name });
    } catch (e) {
      setState({ status: 'failed', message: messageOf(e) });
    } finally {
      void queries.invalidate(EXPORT_STATUS_QUERY_KEY);
    }
  }, [api, queries, op, title]);
  return { state, run, available: Boolean(op), resource };
}

/**
 * Uploads a spreadsheet to an import call and keeps its per-row report; the good rows are
 * saved by the server, so the resource's lists refresh.
 * @example
 * const imp = useImport(meal, importOp);
 * await imp.run(file); imp.state.report?.errors
 */
export function useImport(resource: ResourceDef, op: OperationDef | null) {
  const { api, queries } = useAdminInternals();
  const [state, setState] = useState<TransferState>({ status: 'idle' });
  const run = useCallback(async (file: File, extra: Record<string, unknown> = {}) => {
    if (!op) return null;
    setState({ status: 'running', startedAt: Date.now() });
    try {
      const env = await callOperation<Envelope<ImportReport>>(api, op, { ...extra, file });
      const report = env.data ?? { total: 0, imported: 0, failed: 0, errors: [] };
      setState({ status: 'done', report });
      return report;
    } catch (e) {
      setState({ status: 'failed', message: messageOf(e) });
      return null;
    } finally {
      void queries.invalidate(resourceQueryKey(resource.key));
    }
  }, [api, queries, op, resource.key]);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, run, reset, available: Boolean(op) };
}
