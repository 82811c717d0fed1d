import { queue } from '../../contract/services/scm';
import { useAdmin } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { callOperation, operationOf, resourceQueryKey } from '../../core/resource';
import { ResourceDetail, useViewT, type Row } from '../../resource';
import { systemMessages } from './messages';

const topicOp = /* @__PURE__ */ operationOf(queue, 'action', 'topicinfo');

/**
 * One queue's details, read fresh with topicinfo (counts, consumers, last message, status); the
 * list's row shows until the answer comes.
 * @example
 * <TopicDialog row={row} onClose={close} />
 */
export function TopicDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const t = useViewT(systemMessages);
  const { api } = useAdmin();
  const name = String(row.name);
  const q = useQuery({
    key: [...resourceQueryKey('scm.monitor'), 'topic', name],
    fn: async (signal) => (await callOperation<{ data?: Row }>(api, topicOp!, { x: name }, { signal })).data ?? row,
  });
  return <ResourceDetail resource={queue} row={q.data ?? row} title={t('scm.topicOf', { name })} onClose={onClose} />;
}
