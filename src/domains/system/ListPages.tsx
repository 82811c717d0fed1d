/**
 * The system pages that are the generic resource page with the domain's choices: one export
 * per mountable page.
 */
import { serviceAppRoleConfig, serviceOrgConfig } from '../../contract/services/common';
import { resourcePageWith } from '../../resource';
import { systemMessages } from './messages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(systemMessages);

/** 项目服务配置: which organisation uses which service, from when to when. @example <ServiceOrgConfigPage /> */
export const ServiceOrgConfigPage = resourcePageOf(serviceOrgConfig, { title: 'route.serviceOrgConfig' });
/** 服务应用角色: the app roles of each service and the menus they open. @example <ServiceAppRolesPage /> */
export const ServiceAppRolesPage = resourcePageOf(serviceAppRoleConfig, { title: 'route.serviceAppRoleConfig' });
