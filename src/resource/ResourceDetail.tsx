import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { ResourceDef } from '../contract/types';
import { detailFields, rowRefLabel, useLocale } from '../core';
import { Drawer, cssVar } from '../ui';
import { FieldValue } from './FieldValue';
import type { Row } from './ResourceTable';
import { useViewT } from './useViewT';

/**
 * @example
 * <ResourceDetail resource={orderDinner} row={row} title="订餐订单" onClose={close} />
 */
export interface ResourceDetailProps {
  resource: ResourceDef;
  row: Row;
  title: string;
  onClose: () => void;
  /** Shown under the fields (a domain's related rows). */
  children?: ReactNode;
}

const List = styled.dl`
  display: grid; grid-template-columns: 120px minmax(0, 1fr); gap: ${cssVar.spaceMd} ${cssVar.spaceLg}; margin: 0; padding: ${cssVar.spaceLg} 20px; font-size: ${cssVar.fontSize};
  dt { color: ${cssVar.textSecondary}; }
  dd { margin: 0; color: ${cssVar.text}; overflow-wrap: anywhere; }
`;

/**
 * Every field of one record (phones in full) in a side drawer.
 * @example
 * <ResourceDetail resource={orderDinner} row={row} title="订餐订单" onClose={close} />
 */
export function ResourceDetail({ resource, row, title, onClose, children }: ResourceDetailProps) {
  const t = useViewT();
  const locale = useLocale();
  return (
    <Drawer open onClose={onClose} placement="right" size={480} title={t('resource.detailTitle', { title })} label={t('resource.detailTitle', { title })} closeLabel={t('resource.close')}>
      <List>
        {detailFields(resource).map(([name, fd]) => {
          // A ref the record names itself needs no select list of its target.
          const label = fd.type === 'ref' ? rowRefLabel(row, name) : undefined;
          return (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{fd.label[locale]}</dt>
              <dd><FieldValue field={fd} value={row[name]} revealPhone {...(label !== undefined ? { labelOf: () => label } : {})} /></dd>
            </div>
          );
        })}
      </List>
      {children}
    </Drawer>
  );
}
