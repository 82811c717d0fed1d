import { useMemo } from 'react';
import { company, organization } from '../../contract/services/organisation/company';
import { useAdmin, useRefOptions, type TreeNodeInput } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { callOperation, operationOf, resourceQueryKey } from '../../core/resource';
import { TreeSelectField, useViewT, type FieldInputProps } from '../../resource';
import { communityMessages } from './messages';

const companySelect = operationOf(company, 'select')!;
const projectSelect = operationOf(organization, 'select')!;

type Option = { value: number | string; label: string };

const companyNode = (id: number | string) => `c:${id}`;
const projectNode = (id: number | string) => `p:${id}`;

/**
 * The platform's projects under their companies, in one answer: the companies' select list, then
 * each company's projects (the project select list filtered by company). All of it is loaded so
 * that a search finds a project under any company.
 */
function useCompanyProjects(): { nodes: TreeNodeInput[]; loading: boolean } {
  const { api } = useAdmin();
  const q = useQuery({
    key: [...resourceQueryKey(organization.key), 'byCompany'],
    fn: async (signal) => {
      const companies = ((await callOperation<{ data?: Option[] }>(api, companySelect, {}, { signal })).data ?? []);
      return Promise.all(companies.map(async (c) => {
        const projects = (await callOperation<{ data?: Option[] }>(api, projectSelect, { companyId: c.value }, { signal })).data ?? [];
        return { id: companyNode(c.value), label: c.label, children: projects.map((p) => ({ id: projectNode(p.value), label: p.label })) };
      }));
    },
  });
  const nodes = useMemo(() => (q.data ?? []).filter((c) => c.children.length > 0), [q.data]);
  return { nodes, loading: q.isPending };
}

/**
 * A platform project (organisation) as a form field: a tree-select of 公司 > 项目 whose box shows
 * the chosen project with its company (公司 / 项目); only projects can be chosen. It takes the
 * props of any field control, so `FieldInputOverrides` puts it in every form of a page.
 * @example
 * <FieldInputOverrides inputs={{ 'organisation.organization': ProjectOrgPicker }}><ProjectLinksPage /></FieldInputOverrides>
 */
export function ProjectOrgPicker({ value, onChange, onBlur, disabled, field: _field, variant: _variant, ...aria }: FieldInputProps) {
  const t = useViewT(communityMessages);
  const { nodes } = useCompanyProjects();
  // A record opened for edit shows its project's name before the tree has loaded.
  const { labelOf } = useRefOptions('organisation.organization');
  return (
    <TreeSelectField
      {...aria} disabled={disabled} nodes={nodes} separator=" / "
      value={value ? projectNode(value) : null} valueLabel={value ? labelOf(value) : null}
      isSelectable={(row) => String(row.id).startsWith('p:')}
      placeholder={t('payment.pickProject')} treeLabel={t('payment.projectTree')}
      onChange={(id) => { onChange(id === null ? '' : String(id).slice(2)); onBlur?.(); }}
    />
  );
}
