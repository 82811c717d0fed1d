/**
 * The system pages that are the generic resource page with the domain's choices: one export
 * per mountable page.
 */
import { serviceAppRoleConfig, serviceOrgConfig, serviceinfo } from '../../contract/services/common';
import { resourcePageOf } from '../../resource';

/** 服务管理: the services (name, code, kind, address, icon, order, status); access settings edited with updateService. @example <ServicesPage /> */
export const ServicesPage = resourcePageOf(serviceinfo, { title: 'route.service' });
/** 项目服务配置: which organisation uses which service, from when to when. @example <ServiceOrgConfigPage /> */
export const ServiceOrgConfigPage = resourcePageOf(serviceOrgConfig, { title: 'route.serviceOrgConfig' });
/** 服务应用角色: the app roles of each service and the menus they open. @example <ServiceAppRolesPage /> */
export const ServiceAppRolesPage = resourcePageOf(serviceAppRoleConfig, { title: 'route.serviceAppRoleConfig' });
