/** Spanish titles of the menu groups and pages no domain owns (`route.<name>`; see routes.zh-CN.ts). */
import type { routeTitlesZhCN } from './routes.zh-CN';

export const routeTitlesEs: Record<keyof typeof routeTitlesZhCN, string> = {
  'route.orderMeal': 'Pedidos de comida',
  'route.exportCenter': 'Centro de exportación',
  'route.taskList': 'Tareas de exportación',
  'route.quickLinks': 'Accesos directos',
  'route.mail': 'Correo',
  'route.smartPassage': 'Acceso inteligente',
  'route.questionnaire': 'Encuestas',
  'route.inspection': 'Inspecciones',
  'route.onlineMall': 'Tienda en línea',
};
