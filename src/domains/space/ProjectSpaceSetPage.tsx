import { buildOrg } from '../../contract/services/organisation/hierarchy';
import { resourcePageWith } from '../../resource';
import { spaceMessages } from './messages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(spaceMessages);

/**
 * 项目空间设置: which buildings belong to which project (buildOrg), with add, edit and delete; the
 * building and project columns name them, filters by both.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><ProjectSpaceSetPage /></AdminProvider>
 */
export const ProjectSpaceSetPage = resourcePageOf(buildOrg, { title: 'route.projectSpaceSet' });
