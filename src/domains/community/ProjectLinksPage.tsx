import { ProjectsXOrganistation } from '../../contract/services/propertypayment';
import { FieldInputOverrides, ResourcePage, useViewT, type ResourcePageOfProps } from '../../resource';
import { communityMessages } from './messages';
import { ProjectOrgPicker } from './ProjectOrgPicker';

const PICKERS = { 'organisation.organization': ProjectOrgPicker };

/**
 * 物业缴费项目: which platform project each project of the property-payment system belongs to.
 * A link names a payment project (from the payment system's list) and a platform project, picked
 * in a tree of 公司 > 项目; add, edit, delete one or many.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><ProjectLinksPage /></AdminProvider>
 */
export function ProjectLinksPage(props: ResourcePageOfProps) {
  // Registers the domain's texts (the page's title is one of them) when the page is mounted alone.
  useViewT(communityMessages);
  return (
    <FieldInputOverrides inputs={PICKERS}>
      <ResourcePage resource={ProjectsXOrganistation} title="route.propertyPaymentProjects" {...props} />
    </FieldInputOverrides>
  );
}
