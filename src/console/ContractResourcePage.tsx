import { styled } from 'styled-components';
import { catalogue } from '../contract/catalogueData';
import type { ResourceDef } from '../contract/types';
import type { ResourceViewOptions } from '../core';
import { ResourcePage, useViewT } from '../resource';
import { ErrorState, cssVar } from '../ui';

const byKey = new Map<string, ResourceDef>(catalogue.flatMap((s) => s.resources.map((r) => [r.key, r] as const)));

const Box = styled.section`margin: 16px; padding: 16px 20px; background: ${cssVar.bg}; border-radius: ${cssVar.radius};`;

/**
 * The page of a `{ kind: 'resource', resource: 'service.name' }` route: the contract's generic
 * ResourcePage for that resource, through the list and update calls and with the columns the
 * route names. It carries the whole catalogue, so the console loads it lazily.
 * @example
 * <ContractResourcePage resource="organisation.household" list="findAuditList" title="route.ownerAuditManage" />
 */
export function ContractResourcePage({ resource, title, list, update, columns }: { resource: string; title?: string } & ResourceViewOptions) {
  const t = useViewT();
  const def = byKey.get(resource);
  if (!def) return <Box><ErrorState title={t('resource.unknown', { resource })} /></Box>;
  return (
    <ResourcePage
      resource={def} {...(title ? { title } : {})} {...(list ? { listWith: list } : {})}
      {...(update ? { updateWith: update } : {})} {...(columns ? { columns } : {})}
    />
  );
}
