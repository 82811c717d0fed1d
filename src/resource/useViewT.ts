import { useT, type Translator } from '../core';
import type { DomainMessages } from '../core/domain';
import { addMessages, addSourceMessages } from '../i18n';
import { viewMessagesZhCN } from '../i18n/messages/views.zh-CN';

/**
 * `useT` for the resource views and domain pages: their texts travel with their code (not with the
 * console's first page) and are added on first use; a domain page passes a table of its domain. Mounted
 * alone (a partner's app) nothing else adds its title, so the table holds it: each of a domain's tables
 * carries the domain's titles (`withTitles`).
 * @example
 * const t = useViewT(mealMessages);
 * t('resource.add') // 新增
 * t('meal.seatCheck') // 余座查询
 */
export function useViewT(messages?: DomainMessages): Translator {
  // Both add a table once (a set lookup on later renders).
  addSourceMessages(viewMessagesZhCN);
  if (messages) addMessages(messages);
  return useT();
}
