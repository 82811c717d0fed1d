import { useState } from 'react';
import { clique } from '../../contract/services/clique';
import { organization } from '../../contract/services/organisation/company';
import { virtualarchitecture } from '../../contract/services/organisation/enterprise';
import { operationOf, resourceQueryKey, useAdmin, useNotify, useResourceWrite } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { errorText, useViewT, type Row } from '../../resource';
import { Button, Checkbox, Dialog, cssVar } from '../../ui';
import { dataOf } from './load';
import { organisationMessages } from './messages';

const op = (name: string) => clique.operations.find((o) => o.name === name)!;
const KINDS = {
  org: { list: op('getCliqueOrg'), add: op('addCliquecOrg'), idsField: 'orgIds', options: operationOf(organization, 'select', 'getselectlist')!, title: 'org.memberOrgs', addTitle: 'org.addOrgsTitle' },
  virt: { list: op('getCliqueVirt'), add: op('addCliquecVirt'), idsField: 'virtIds', options: operationOf(virtualarchitecture, 'select', 'getselectlist')!, title: 'org.memberVirts', addTitle: 'org.addVirtsTitle' },
} as const;
const removeOp = op('deleteCliquecOrgAndVirt');

type Kind = keyof typeof KINDS;

/** One kind of member (projects or virtual structures) of a group: the list, remove one, add several. */
function MemberList({ group, kind }: { group: Row; kind: Kind }) {
  const t = useViewT(organisationMessages);
  const { api } = useAdmin();
  const notify = useNotify();
  const write = useResourceWrite(clique);
  const k = KINDS[kind];
  const groupName = String(group.name ?? group.id);
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const members = useQuery({ key: [...resourceQueryKey(clique.key), 'members', kind, group.id], fn: (s) => dataOf<Row[]>(api, k.list, { cliqueId: group.id }, s) });
  const options = useQuery({ key: [...resourceQueryKey(clique.key), 'memberOptions', kind], fn: (s) => dataOf<{ value: number; label: string }[]>(api, k.options, {}, s), enabled: adding });
  const have = new Set((members.data ?? []).map((m) => String(m.id)));
  const remove = async (m: Row) => {
    const name = String(m.name ?? m.id);
    if (!(await notify.confirm({ title: t('org.removeTitle'), message: t('org.removeConfirm', { name, group: groupName }) }))) return;
    try {
      await write.run(removeOp, { cliqueId: group.id, [k.idsField]: String(m.id) });
      notify.success(t('org.removed'));
    } catch (e) {
      notify.error(errorText(e, ''));
    }
  };
  const add = async () => {
    if (!picked.size) { setError(t('org.pickAtLeastOne')); return; }
    try {
      await write.run(k.add, { cliqueId: group.id, [k.idsField]: [...picked].join(',') });
      notify.success(t('org.added', { count: picked.size }));
      setAdding(false);
      setPicked(new Set());
    } catch (e) {
      setError(errorText(e, ''));
    }
  };
  const label = t(k.title);
  return (
    <section aria-label={label} style={{ flex: '1 1 240px', minWidth: 0 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <h3 style={{ fontSize: 14, margin: '8px 0' }}>{label}</h3>
        <Button onClick={() => { setAdding(true); setError(null); }} aria-label={`${t('org.addMembers')} ${label}`}>{t('org.addMembers')}</Button>
      </div>
      {members.data && !members.data.length ? <p style={{ color: cssVar.textSecondary }}>{t('org.noMembers')}</p> : null}
      <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
        {(members.data ?? []).map((m) => (
          <li key={String(m.id)} style={{ display: 'flex', justifyContent: 'space-between', padding: '4px 0', borderBottom: `1px solid ${cssVar.border}` }}>
            <span>{String(m.name ?? m.id)}</span>
            <Button variant="danger" onClick={() => void remove(m)} aria-label={`${t('org.remove')} ${String(m.name ?? m.id)}`}>{t('org.remove')}</Button>
          </li>
        ))}
      </ul>
      {adding ? (
        <Dialog
          open onClose={() => setAdding(false)} width={560} closeLabel={t('resource.close')} title={t(k.addTitle, { group: groupName })}
          footer={() => (
            <>
              <Button onClick={() => setAdding(false)}>{t('common.cancel')}</Button>
              <Button variant="primary" loading={write.pending} onClick={() => void add()}>{t('org.confirm')}</Button>
            </>
          )}
        >
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 4, maxHeight: 320, overflow: 'auto' }}>
            {(options.data ?? []).filter((o) => !have.has(String(o.value))).map((o) => (
              <Checkbox
                key={o.value} label={o.label} checked={picked.has(String(o.value))}
                onChange={(on) => { setError(null); setPicked((s) => { const n = new Set(s); if (on) n.add(String(o.value)); else n.delete(String(o.value)); return n; }); }}
              />
            ))}
          </div>
          {error ? <p role="alert" style={{ color: '#B23B3B' }}>{error}</p> : null}
        </Dialog>
      ) : null}
    </section>
  );
}

/**
 * The member projects and virtual structures of a group, each with add (several at once) and remove.
 * @example
 * <CliqueMembers group={{ id: 1, name: '华南片区' }} />
 */
export function CliqueMembers({ group }: { group: Row }) {
  const t = useViewT(organisationMessages);
  return (
    <div aria-label={t('org.members')} role="group" style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <MemberList group={group} kind="org" />
      <MemberList group={group} kind="virt" />
    </div>
  );
}
