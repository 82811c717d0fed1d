/** /buildFlashStatiscal (cloud shop statistics, role flashstatiscal). No contract resource backs these reports yet. */
import { group, page, pending } from './entry';

export const buildFlashStatiscalRoutes = group('/buildFlashStatiscal', 'buildFlashStatiscal', ['flashstatiscal'], [
  page('/buildFlashStatiscal/projectSummary', 'projectSummary', pending),
  page('/buildFlashStatiscal/flashStatistics', 'flashStatistics', pending),
  page('/buildFlashStatiscal/goalCompletion', 'goalCompletion', pending),
  page('/buildFlashStatiscal/businessAnalysis', 'businessAnalysis', pending),
], { icon: 'chart-bar' });
