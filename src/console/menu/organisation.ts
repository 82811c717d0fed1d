/** /organisation (space): buildings and the project space set-up. */
import { group, page, resource } from './entry';

export const organisationRoutes = group('/organisation', 'organisation', ['space'], [
  page('/organisation/build/index', 'build', resource('organisation.build')),
  page('/organisation/projectSpaceSet/index', 'projectSpaceSet', resource('organisation.buildOrg')),
], { icon: 'building' });
