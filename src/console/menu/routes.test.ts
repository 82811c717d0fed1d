import { beforeAll, describe, expect, test } from 'vitest';
import { catalogue, indexCatalogue } from '../../contract';
import { LOCALES, loadMessages } from '../../i18n';
import type { Locale, Messages } from '../../i18n';
import { flattenRoutes, listOperation, menuEntries, operationOf, type RouteEntry } from '../../core';
import { DOMAINS } from '../../domains/registry';
import { routeTitlesZhCN } from '../../i18n/messages/routes.zh-CN';
import { EXTERNAL_LINK_KEYS, OPEN_ROUTE_NAMES, ROLE_KEYS, consoleRoutes } from './index';

const flat = flattenRoutes(consoleRoutes);
const byPath = (path: string) => flat.find((r) => r.path === path)?.entry;
const resources = indexCatalogue(catalogue).resources;
const messages = {} as Record<Locale, Messages>;
beforeAll(async () => {
  // What the route table adds before a domain's pages load: the titles no domain owns (zh-CN here, the en and es
  // catalogues hold them) and each domain's menu texts.
  for (const locale of LOCALES) {
    messages[locale] = Object.assign({}, await loadMessages(locale), locale === 'zh-CN' ? routeTitlesZhCN : {}, ...DOMAINS.map((d) => d.titles[locale]));
  }
});

describe('route data sanity', () => {
  test('the spec\'s titles reach the menu from the domains that own the pages', () => {
    expect(messages['zh-CN']['route.operationLog' as keyof Messages]).toBe('操作日志');
    expect(messages['zh-CN']['route.dictionaryGroup' as keyof Messages]).toBe('数据字典');
    expect(messages['zh-CN']['route.visitorPass' as keyof Messages]).toBe('访客通行');
    expect(messages.en['route.visitorPass' as keyof Messages]).toBe('Visitor passes');
  });

  test('every title is route.<name> and present, non-empty, in every locale', () => {
    for (const { entry } of flat) {
      expect(entry.title, entry.name).toBe(`route.${entry.name}`);
      for (const locale of LOCALES) {
        expect((messages[locale] as Record<string, string>)[entry.title]?.trim(), `${locale} ${entry.title}`).toBeTruthy();
      }
    }
  });

  test('paths and names are unique; pages live under their group path', () => {
    expect(new Set(flat.map((r) => r.path)).size).toBe(flat.length);
    expect(new Set(flat.map((r) => r.entry.name)).size).toBe(flat.length);
    for (const r of flat) if (r.parents.length) expect(r.path.startsWith(`${r.parents.at(-1)!.path}/`), r.path).toBe(true);
  });

  test('every entry has role keys of 000 section 6, except the documented open ones', () => {
    const allowed = new Set<string>(ROLE_KEYS);
    for (const { entry } of flat) {
      if ((OPEN_ROUTE_NAMES as readonly string[]).includes(entry.name)) {
        expect(entry.roles ?? [], entry.name).toEqual([]);
        continue;
      }
      expect(entry.roles?.length, entry.name).toBeGreaterThan(0);
      for (const role of entry.roles!) expect(allowed.has(role), `${entry.name}: ${role}`).toBe(true);
    }
  });

  test('a group carries every role key of its pages (so a page is never hidden behind its group), unless its roles are its own', () => {
    for (const { entry } of flat) {
      if (entry.ownRoles) continue;
      for (const child of entry.children ?? []) {
        for (const role of child.roles ?? []) expect(entry.roles, `${entry.name} lacks ${role}`).toContain(role);
      }
    }
  });

  test('every page has a view; resource views point at existing contract resources; embeds at a service kind', () => {
    for (const { entry } of flat) {
      if (entry.children || entry.externallink) continue;
      const view = entry.view;
      expect(view, entry.name).toBeDefined();
      if (view!.kind === 'resource') expect(resources.has(view!.resource), `${entry.name} -> ${view!.resource}`).toBe(true);
      if (view!.kind === 'embed') {
        expect(['property', 'dingcan', 'marketing', 'meetingRoom']).toContain(view!.service);
        expect(view!.path).toMatch(/^\/[A-Za-z0-9/_-]+(\?.*)?$/);
      }
    }
  });

  test('resource pages list rows through calls their resource has, and no two pages show the same view', () => {
    const shown = new Map<string, string>();
    for (const { entry } of flat) {
      const view = entry.view;
      if (view?.kind !== 'resource') continue;
      const r = resources.get(view.resource)!;
      const list = view.list ? operationOf(r, 'list', view.list) : listOperation(r);
      expect(list, `${entry.name}: ${view.resource} has no list call ${view.list ?? ''}`).not.toBeNull();
      if (view.update) expect(operationOf(r, 'update', view.update), `${entry.name}: ${view.update}`).not.toBeNull();
      for (const c of view.columns ?? []) expect(r.fields[c], `${entry.name}: column ${c}`).toBeDefined();
      const same = shown.get(JSON.stringify(view));
      expect(same, `${entry.name} shows the same as ${same}`).toBeUndefined();
      shown.set(JSON.stringify(view), entry.name);
    }
    // The pages the issue found showing the wrong thing.
    // The review queue is the space domain's page (findAuditList, approve/reject with a note).
    expect(byPath('/userManage/ownerAuditManage')?.view).toEqual({ kind: 'page', page: 'ownerAuditManage' });
    // 分销商管理 is the merchant domain's page: it lists with dis/list (and op/list, companyList by kind).
    expect(byPath('/merchant/distributorManger')?.view).toMatchObject({ kind: 'page', page: 'distributorManger' });
    // 运营信息配置 is the organisation domain's page now: operation centres (op/list) and distributors.
    expect(byPath('/operator/operationInfoConfig')?.view).toEqual({ kind: 'page', page: 'operationInfoConfig' });
  });

  test('the external-link entries: mail, smart passage, questionnaire, inspection, online mall', () => {
    const links = flat.filter((r) => r.entry.externallink).map((r) => r.entry.externallink);
    expect([...links].sort()).toEqual([...EXTERNAL_LINK_KEYS].sort());
  });
});

describe('000 section 2', () => {
  const groupRoles: Record<string, string[]> = {
    '/system': ['system-monitoring'],
    '/basesetting': ['base-setting', 'dictionary'],
    '/wechat': ['base-setting'],
    '/platform': ['system-management'],
    '/operationcenter': ['organization'],
    '/operator': ['organization'],
    '/userManage': ['userManagement'],
    '/organisation': ['space'],
    '/enterpiseManger': ['enterprise'],
    '/marketingCenter': ['marketingCenter'],
    '/merchant': ['merchant/wallet'],
    '/flashdeliver': ['flashdeliver'],
    '/buildFlashStatiscal': ['flashstatiscal'],
    '/statiscal': ['statisticalData'],
    '/noticeCenter': ['pc:noticeCenter'],
    '/convenience': ['pc.convenient'],
    '/passthrough': ['pc:passthrough'],
    '/lostAndFound': ['pc:lost'],
    '/electronRelease': ['pc:electronicRelease'],
    '/meetingRoom': ['meetingRoom'],
    '/overtimeManage': ['pc:airovertime'],
    '/comment': ['pc.tousujiany'],
  };

  // A group also carries the keys its resource pages take from their list calls (e.g. 服务信息 under
  // /wechat lists common.serviceinfo, which needs system-management).
  test.each(Object.entries(groupRoles))('group %s with role keys %j', (path, roles) => {
    const own = byPath(path)?.ownRoles ? [] : flat.filter((r) => r.parents.at(-1)?.path === path).flatMap((r) => r.entry.roles ?? []);
    expect([...(byPath(path)?.roles ?? [])].sort()).toEqual([...new Set([...roles, ...own])].sort());
    expect(byPath(path)?.roles).toEqual(expect.arrayContaining(roles));
  });

  test('the home dashboard is the affix tab, open to every user', () => {
    expect(byPath('/dashboard')).toMatchObject({ affix: true });
    expect(byPath('/dashboard')?.roles).toBeUndefined();
  });

  test('every domain page view names a page the console registers', () => {
    const names = new Set(DOMAINS.flatMap((d) => Object.keys(d.pages)));
    const pageViews = flattenRoutes(consoleRoutes).map((r) => r.entry.view).filter((v) => v?.kind === 'page').map((v) => (v as { page: string }).page);
    expect(pageViews.filter((p) => p !== 'dashboard' && !names.has(p))).toEqual([]);
    expect(pageViews).toEqual(expect.arrayContaining(['mealOrders', 'dinnerStatistics', 'receivables', 'collections', 'visitorInfo', 'permGroups', 'linglingCards']));
  });

  test('named pages and their views', () => {
    expect(byPath('/system/operationLog')).toMatchObject({ roles: ['system-monitoring'], view: { kind: 'page', page: 'operationLog' } });
    // 数据字典 is the settings domain's page (groups beside their items), over the same role key.
    expect(byPath('/basesetting/dictionaryGroup')).toMatchObject({ roles: ['dictionary'], view: { kind: 'page', page: 'dictionaryGroup' } });
    expect(byPath('/platform/user')).toMatchObject({ roles: ['system-management'], view: { kind: 'page', page: 'platformUsers' } });
    // 角色管理 is the platform domain's page (the permission tree), over the same role key.
    expect(byPath('/platform/role')).toMatchObject({ roles: ['system-management'], view: { kind: 'page', page: 'platformRoles' } });
    expect(byPath('/platform/menu')).toMatchObject({ roles: ['system-management'], view: { kind: 'page', page: 'platformMenus' } });
    // 公司管理 is the organisation domain's page (companies, data scope, department tree), same role key.
    expect(byPath('/operationcenter/company')).toMatchObject({ roles: ['organization'], view: { kind: 'page', page: 'company' } });
    // 楼栋管理 is the space domain's hierarchy browser.
    expect(byPath('/organisation/build/index')?.view).toEqual({ kind: 'page', page: 'build' });
    // 公告 is the notice domain's approval queue over notify.appNotice.
    expect(byPath('/noticeCenter/notice')?.view).toEqual({ kind: 'page', page: 'noticeAppNotices' });
    expect(byPath('/passthrough/visitorPass')?.view).toEqual({ kind: 'page', page: 'visitorInfo' });
    expect(byPath('/flashdeliver/orderMeal')?.view).toEqual({ kind: 'page', page: 'mealOrders' });
    // 投诉建议单 is the community domain's page (reply thread and handling), over the same role key.
    expect(byPath('/comment/commentBill')).toMatchObject({ roles: ['pc.tousujiany'], view: { kind: 'page', page: 'commentBill' } });
    expect(byPath('/lostAndFound/index')?.view).toEqual({ kind: 'page', page: 'lostItems' });
    expect(byPath('/flashdeliver/orderManager')?.view).toEqual({ kind: 'page', page: 'orderManager' }); // the flashdeliver domain's OrdersPage
    // Native pages of the settings domain; the spec's embeds stay their alternative (issue 38).
    expect(byPath('/basesetting/wxTemplate')).toMatchObject({ view: { kind: 'page', page: 'wxTemplate' }, embed: { kind: 'embed', service: 'property', path: '/basesetting/wxTemplate' } });
    expect(byPath('/basesetting/EmailSetting')).toMatchObject({ view: { kind: 'page', page: 'emailSetting' }, embed: { kind: 'embed', service: 'property' } });
  });

  test('hidden routes', () => {
    for (const path of ['/flashdeliver/jiaoshuima/add-or-update', '/flashdeliver/product/addProduct', '/flashdeliver/broad/addProduct', '/exportCenter/taskList']) {
      expect(byPath(path)?.hidden, path).toBe(true);
    }
    const menu = flattenRoutes(menuEntries(consoleRoutes, ['admin'])).map((r) => r.path);
    expect(menu).not.toContain('/exportCenter/taskList');
    expect(menu).not.toContain('/flashdeliver/product/addProduct');
    expect(menu).toContain('/flashdeliver/product/index');
  });

  const embeds = (path: string) => (byPath(path)?.children ?? []).filter((c: RouteEntry) => c.view?.kind === 'embed');
  test('embedded pages where the spec says so', () => {
    // The community domain shows 会议记录 and 会议服务 natively (the conference calls), 会议室管理 over our
    // addition `conference.meetingRoom`, and 会议预约, 预约审批 and 会议统计 over `conference.meetingReservation`.
    expect(embeds('/meetingRoom')).toHaveLength(0);
    expect(byPath('/meetingRoom/approval')).toMatchObject({ view: { kind: 'page', page: 'meetingApproval' }, embed: { service: 'meetingRoom', path: '/meeting/approval' } });
    // A native page that replaced an embed keeps it as its alternative (issue 38).
    expect(byPath('/meetingRoom/room')).toMatchObject({ view: { kind: 'page', page: 'meetingRoomManage' }, embed: { service: 'meetingRoom', path: '/meeting/room' } });
    // The marketing domain shows coupons, receipts and distribution natively.
    expect(embeds('/marketingCenter')).toHaveLength(0);
    // The air-conditioning calls cover all three former embeds (community domain).
    expect(embeds('/overtimeManage')).toHaveLength(0);
    expect(byPath('/overtimeManage/airConditionerRoom')).toBeDefined();
    // All 25 report embeds are native report pages (the statistics and marketing domains); 部门消费统计 and
    // 停车统计 over our additions wallet.deptConsumption and carpark.parkingRecord.
    expect(embeds('/statiscal')).toHaveLength(0);
    expect(byPath('/statiscal/reportParking')).toMatchObject({ view: { kind: 'page', page: 'reportParking' }, embed: { service: 'property', path: '/report/parking' } });
    // The users domain shows 批量充值 and 云餐卡 natively (the catalogue has their calls), and 扣款, 餐卡类型,
    // 自动充值, 预登记, 充值统计, 人脸检测 and 第三方用户下发 over our additions (issue 38).
    expect(embeds('/userManage')).toHaveLength(0);
    expect(byPath('/userManage/faceDetection')).toMatchObject({ view: { kind: 'page', page: 'faceDetection' }, embed: { service: 'property', path: '/user/faceDetection' } });
    expect(byPath('/userManage/deduction')).toMatchObject({ view: { kind: 'page', page: 'deduction' }, embed: { service: 'dingcan', path: '/user/deduction' } });
    // The wallet domain shows 账户流水 natively (virtAccountWater), the enterprise domain 账户统计 (a report);
    // 第三方下发 over our addition organisation.enterpriseDispatch (issue 38).
    expect(embeds('/enterpiseManger')).toHaveLength(0);
    expect(byPath('/enterpiseManger/thirdDispatch')).toMatchObject({ view: { kind: 'page', page: 'enterpriseThirdDispatch' }, embed: { service: 'dingcan', path: '/enterprise/thirdDispatch' } });
    // The merchant domain shows devices, collections, refunds and the offline warning natively, and
    // 云喇叭, 取餐柜, 商户账户 and 发卡管理 over our additions (issue 38), each with its dingcan embed as the alternative.
    expect(embeds('/merchant')).toHaveLength(0);
    expect(byPath('/merchant/cardIssuing')).toMatchObject({ view: { kind: 'page', page: 'cardIssuing' }, embed: { service: 'dingcan', path: '/merchant/cardIssuing' } });
    // The cloud shop shows stock, stock-taking, meal areas, news, the product library, the menu preview and
    // 组合库存 natively over our additions (issue 38).
    expect(embeds('/flashdeliver')).toHaveLength(0);
    expect(byPath('/flashdeliver/stockTaking')).toMatchObject({ view: { kind: 'page', page: 'stockTaking' }, embed: { service: 'dingcan', path: '/flash/stockTaking' } });
  });

  test('menu filtering per role: a dictionary-only user sees just the dictionary pages', () => {
    const menu = flattenRoutes(menuEntries(consoleRoutes, ['dictionary'])).map((r) => r.path);
    expect(menu).toEqual(['/dashboard', '/basesetting', '/basesetting/dictionaryGroup', '/wechat', '/wechat/projectSetting/index']);
  });
});
