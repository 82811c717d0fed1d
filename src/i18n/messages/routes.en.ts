/** English titles of the menu groups and pages no domain owns (`route.<name>`; see routes.zh-CN.ts). */
import type { routeTitlesZhCN } from './routes.zh-CN';

export const routeTitlesEn: Record<keyof typeof routeTitlesZhCN, string> = {
  'route.orderMeal': 'Meal orders',
  'route.exportCenter': 'Export centre',
  'route.taskList': 'Export tasks',
  'route.quickLinks': 'Quick links',
  'route.mail': 'Mail',
  'route.smartPassage': 'Smart passage',
  'route.questionnaire': 'Questionnaires',
  'route.inspection': 'Inspections',
  'route.onlineMall': 'Online mall',
};
