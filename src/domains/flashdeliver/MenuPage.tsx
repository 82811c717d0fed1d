import { useState } from 'react';
import { menuItem } from '../../contract/services/flashdeliverAdditions';
import { useNotify, type FieldEntry } from '../../core';
import { FieldInputOverrides, ResourceFormDialog, ResourcePage, useViewT, type ResourcePageOfProps } from '../../resource';
import { Button } from '../../ui';
import { OnShelfProductInput } from './OnShelfProductInput';
import { flashdeliverMessages } from './messages';
import { shopOps } from './shopOps';

const COPY_FIELDS: FieldEntry[] = Object.entries(shopOps.copyMenu.body ?? {});
const PICKERS = { 'flashdeliver.product': OnShelfProductInput };

/** 复制前一天菜单: asks the project and the day, then copies the day before into it. */
function CopyMenuButton() {
  const t = useViewT(flashdeliverMessages);
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const label = t('flash.copyMenu');
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      {open ? (
        <ResourceFormDialog
          resource={menuItem} fields={COPY_FIELDS} operation={shopOps.copyMenu} row={null} title={label} onClose={() => setOpen(false)}
          onSaved={(data) => {
            const d = (data ?? {}) as { copied?: unknown; from?: unknown };
            notify.info(t('flash.menuCopied', { count: Number(d.copied ?? 0), from: String(d.from ?? '') }));
          }}
        />
      ) : null}
    </>
  );
}

/**
 * 菜单: what each project's shop offers per day — on-shelf products with their sale window (停售
 * after 开售) and daily limit, filtered by project and date; 复制前一天菜单 fills a day from the
 * one before. A product is on a day's menu once.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><MenuPage /></AdminProvider>
 */
export function MenuPage({ toolbar, ...props }: ResourcePageOfProps) {
  return (
    <FieldInputOverrides inputs={PICKERS}>
      <ResourcePage
        resource={menuItem} title="route.flashMenu" messages={flashdeliverMessages}
        columns={['menuDate', 'orgId', 'productId', 'saleStart', 'saleEnd', 'dailyLimit', 'sort']}
        toolbar={<><CopyMenuButton />{typeof toolbar === 'function' ? null : toolbar}</>}
        {...props}
      />
    </FieldInputOverrides>
  );
}
