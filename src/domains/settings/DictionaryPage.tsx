import { useMemo, useState } from 'react';
import { dictionaryItem, dictionaryOrgItem } from '../../contract/services/basesetting';
import type { ResourceDef } from '../../contract/types';
import { ResourcePage, useViewT, type Row } from '../../resource';
import { MasterDetail, PageFrame, SegmentedControl } from '../../ui';
import { DictionaryGroupList } from './DictionaryGroupList';
import { settingsMessages } from './messages';
import { useDictionaryField } from './useDictionary';

/**
 * @example
 * <DictionaryPage title="数据字典" className="partner-dictionary" />
 */
export interface DictionaryPageProps {
  /** Heading (default 数据字典). */
  title?: string;
  className?: string;
}

const ITEM_COLUMNS = ['name', 'value', 'sort', 'status', 'createTime'];
const ORG_COLUMNS = ['orgId', 'itemId', 'value', 'status', 'createTime'];

/** The project values of one group: the item select offers exactly that group's items. */
function OrgItems({ group }: { group: Row }) {
  const groupCode = String(group.groupCode);
  const itemField = useDictionaryField(dictionaryOrgItem.fields.itemId!.label, groupCode, 'id', { required: true, filter: true });
  // The engine draws forms and filters from the definition: the same resource, with the item
  // field a select of this group's items (the server checks the same rule).
  const resource = useMemo<ResourceDef>(() => ({ ...dictionaryOrgItem, fields: { ...dictionaryOrgItem.fields, itemId: itemField } }), [itemField]);
  return <ResourcePage resource={resource} title={String(group.name)} fixed={{ groupCode }} columns={ORG_COLUMNS} />;
}

/**
 * 数据字典: the dictionary groups on the left (search, add, edit, delete); beside the chosen
 * group its items (add, edit, enable/disable, delete, the app download links of
 * DOWNLOAD_MANAGER_APP) and its per-project values, whose item select offers the group's
 * items, including one just added.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><DictionaryPage /></AdminProvider>
 */
export function DictionaryPage({ title, className }: DictionaryPageProps) {
  const t = useViewT(settingsMessages);
  const [group, setGroup] = useState<Row | null>(null);
  const [tab, setTab] = useState<'items' | 'org'>('items');
  const heading = title ?? t('route.dictionaryGroup');
  return (
    <PageFrame title={heading} titleId="sc-title-dictionary" className={className}>
      <MasterDetail
        masterLabel={t('dict.groups')} detailLabel={t('dict.detail')}
        master={<DictionaryGroupList selected={group} onSelect={(g) => setGroup(g)} />}
        empty={t('dict.pickGroup')}
        detail={group ? (
          <div key={String(group.id)}>
            <SegmentedControl
              aria-label={t('dict.view')} value={tab} onChange={(v) => setTab(v === 'org' ? 'org' : 'items')}
              options={[{ value: 'items', label: t('dict.items') }, { value: 'org', label: t('dict.orgItems') }]}
            />
            {tab === 'items'
              ? <ResourcePage resource={dictionaryItem} title={t('dict.heading', { name: String(group.name), code: String(group.groupCode) })} fixed={{ groupCode: String(group.groupCode) }} columns={ITEM_COLUMNS} />
              : <OrgItems group={group} />}
          </div>
        ) : null}
      />
    </PageFrame>
  );
}
