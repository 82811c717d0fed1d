/**
 * One call over a table's selection (its ids joined, as the spec's `{ids}` calls take them), then
 * what an operator expects: a success toast with the count and the selection cleared, or the
 * server's message. The batch buttons of several pages (启用所选, 重新下发所选…) share it.
 */
import type { OperationDef, ResourceDef } from '../contract/types';
import { useNotify, useResourceWrite } from '../core';
import type { ToolbarSelection } from './ResourcePage';
import { errorText } from './pageParts';
import { useViewT } from './useViewT';

/**
 * @example
 * const batch = useSelectionRun(userDispatch);
 * await batch.run(retryOp, selection, (count) => t('dispatch.retried', { count }));
 */
export function useSelectionRun(resource: ResourceDef) {
  const t = useViewT();
  const notify = useNotify();
  const write = useResourceWrite(resource);
  const run = async (op: OperationDef, selection: ToolbarSelection, done: (count: number) => string): Promise<void> => {
    try {
      await write.run(op, { ids: selection.ids.join(',') });
      notify.success(done(selection.ids.length));
      selection.clear();
    } catch (e) {
      notify.error(errorText(e, t('common.unknownError')));
    }
  };
  return { run, pending: write.pending };
}
