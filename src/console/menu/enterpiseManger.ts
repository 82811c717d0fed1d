/** /enterpiseManger (enterprise): virtual structures, departments, virtual accounts, permissions; three embedded dingcan pages. */
import { embed, group, page, resource } from './entry';

export const enterpiseMangerRoutes = group('/enterpiseManger', 'enterpiseManger', ['enterprise'], [
  page('/enterpiseManger/virtualarchitecture', 'virtualarchitecture', resource('organisation.virtualarchitecture')),
  page('/enterpiseManger/department', 'department', resource('organisation.department')),
  page('/enterpiseManger/virtAccount', 'virtAccount', resource('organisation.virtAccount')),
  page('/enterpiseManger/virtAccountExtend', 'virtAccountExtend', resource('wallet.virtAccountExtend')),
  page('/enterpiseManger/virtPermConfig', 'virtPermConfig', resource('organisation.virtPermConfig')),
  page('/enterpiseManger/thirdDispatch', 'enterpriseThirdDispatch', embed('dingcan', '/enterprise/thirdDispatch')),
  page('/enterpiseManger/accountFlow', 'accountFlow', embed('dingcan', '/enterprise/accountFlow')),
  page('/enterpiseManger/accountStatistics', 'accountStatistics', embed('dingcan', '/enterprise/accountStatistics')),
], { icon: 'briefcase' });
