import { useCallback, useState } from 'react';
import type { FileResult } from '../../api/types';
import type { OperationDef, ResourceDef } from '../../contract/types';
import { exportFileName } from '../../utils/exportFileName';
import { useAdminInternals } from '../adminContext';
import { EXPORT_STATUS_QUERY_KEY } from '../useExportStatus';
import { callOperation } from './callOperation';
import type { ImportReport } from './useImport';

/**
 * Hands a blob to the browser as a download.
 * @example
 * const file = await api.call('GET', '/export/exportTask/download/{id}', { params: { path: { id } } }) as FileResult;
 * saveBlob(file.blob, file.fileName);
 */
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

/**
 * @example
 * const exp = useExport(orderDinner, exportOp, '订餐订单');
 * <button disabled={exp.state.status === 'running'} onClick={() => exp.run(filters)}>导出</button>
 */
export type TransferState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly startedAt: number }
  | { readonly status: 'done'; readonly fileName?: string; readonly report?: ImportReport }
  | { readonly status: 'failed'; readonly message: string };

/** The message of a failure, for a transfer's `failed` state. */
export const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

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
