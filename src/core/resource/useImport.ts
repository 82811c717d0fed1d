import { useCallback, useState } from 'react';
import type { Envelope } from '../../api/types';
import type { OperationDef, ResourceDef } from '../../contract/types';
import { useAdminInternals } from '../adminContext';
import { callOperation } from './callOperation';
import { messageOf, type TransferState } from './useExport';
import { resourceQueryKey } from './useResourceList';

/**
 * @example
 * const imp = useImport(meal, importOp);
 * await imp.run(file); imp.state.report?.errors
 */
export interface ImportReport {
  readonly total: number;
  readonly imported: number;
  readonly failed: number;
  readonly errors: readonly { readonly row: number; readonly field?: string; readonly msg: string }[];
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
