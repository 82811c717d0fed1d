import { useState } from 'react';
import { goodsDetail, goodsRelease } from '../../contract/services/outgoing';
import { useLocale } from '../../core';
import { ResourcePage, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { Drawer } from '../../ui';
import { ChildList } from './ChildList';
import { communityMessages } from './messages';

/**
 * 放行条管理: goods-release slips (numbers assigned by the server, FX…) by number, project,
 * applicant, leaving time and status, with their review buttons; 物品 lists a slip's goods lines
 * (item, quantity, unit, photo) with add, edit and delete.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><ReleaseSlipsPage /></AdminProvider>
 */
export function ReleaseSlipsPage({ rowLinks, children, ...props }: ResourcePageOfProps) {
  const t = useViewT(communityMessages);
  const locale = useLocale();
  const [slip, setSlip] = useState<Row | null>(null);
  const heading = slip ? t('community.goodsTitle', { no: String(slip.releaseNo ?? slip.id) }) : '';
  return (
    <ResourcePage
      resource={goodsRelease} title="route.releaseManger"
      rowLinks={[{ label: t('community.goods'), lead: true, onClick: setSlip }, ...(rowLinks ?? [])]}
      {...props}
    >
      {children}
      {slip ? (
        <Drawer open onClose={() => setSlip(null)} placement="right" size={760} title={heading} label={heading} closeLabel={t('resource.close')}>
          <div style={{ padding: '12px 20px' }}>
            <ChildList resource={goodsDetail} parentField="releaseId" parentId={String(slip.id)} label={goodsDetail.title[locale]} height={420} />
          </div>
        </Drawer>
      ) : null}
    </ResourcePage>
  );
}
