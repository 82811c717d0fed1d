/**
 * Titles of the menu groups and pages of 000 section 2 that no domain owns (`route.<name>`), as a Chinese operator
 * expects them. A domain's own pages are titled in its messages (`src/domains/<name>/messages.ts`), so a page mounted
 * alone brings its title and a partner does not download the whole menu's. The console's route table adds these
 * (src/console/menu); en.ts and es.ts hold them for the other languages.
 */
export const routeTitlesZhCN = {
  'route.orderMeal': '订餐管理',
  'route.exportCenter': '导出中心',
  'route.taskList': '导出任务',
  'route.quickLinks': '快捷入口',
  'route.mail': '企业邮箱',
  'route.smartPassage': '智慧通行',
  'route.questionnaire': '问卷调查',
  'route.inspection': '巡检管理',
  'route.onlineMall': '在线商城',
} as const;
