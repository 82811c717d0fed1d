/** Messages of the domain pages, Spanish. */
import type { domainRoutesZhCN } from './domainRoutes.zh-CN';
import type { domainsZhCN } from './domains.zh-CN';

export const domainsEs: Record<keyof typeof domainsZhCN, string> = {
  'meal.cancelDinner': 'Cancelar comida',
  'meal.refund': 'Reembolsar',
  'meal.statistics': 'Estadísticas de comidas',
  'meal.byDay': 'Por día y turno',
  'meal.byCompany': 'Por empresa',
  'meal.linesByOrgAndDate': 'Líneas de un proyecto en una fecha',
  'meal.linesByMeal': 'Líneas que sirven un plato',
  'meal.seatCheck': 'Consulta de plazas',
  'meal.check': 'Consultar plazas',
  'meal.seatResult': '{meal} ({date}): {capacity} plazas, {booked} reservadas, {left} libres',
  'meal.full': 'Completo',
  'meal.ruleOfProject': 'Regla de pedido de un proyecto',
  'meal.noRule': 'Este proyecto aún no tiene regla de pedido',
  'visitor.groupDevices': 'Dispositivos',
  'visitor.groupUsers': 'Miembros',
};

export const domainRoutesEs: Record<keyof typeof domainRoutesZhCN, string> = {
  'route.meal': 'Comedor',
  'route.mealOrders': 'Pedidos de comida',
  'route.mealOrderDetails': 'Detalles de pedidos',
  'route.dinnerStatistics': 'Estadísticas de comidas',
  'route.mealLines': 'Líneas de servicio',
  'route.mealRules': 'Reglas de pedido',
  'route.mealLineRules': 'Reglas de línea',
  'route.takeFoodRules': 'Reglas de recogida',
  'route.meals': 'Platos',
  'route.mealDateTypes': 'Tipos de día',
  'route.mealCarts': 'Carritos',
  'route.integralRecords': 'Movimientos de puntos',
  'route.rechargeRecords': 'Recargas',
  'route.rechargeSettings': 'Ofertas de recarga',
  'route.receivables': 'Cobros pendientes',
  'route.collections': 'Cobros',
  'route.visitorOrders': 'Citas de visita',
  'route.visitorQrCodes': 'Códigos de pase',
  'route.permGroups': 'Grupos de acceso',
  'route.permGroupDevices': 'Dispositivos de grupo',
  'route.permGroupUsers': 'Miembros de grupo',
  'route.linglingCards': 'Tarjetas de acceso',
  'route.linglingDevices': 'Dispositivos de acceso',
  'route.linglingCardUsers': 'Titulares de tarjeta',
};
