import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useMenuSearch, useT } from '../../core';
import type { RouteEntry } from '../../core';
import { Select } from '../../ui';
import type { SelectOption } from '../../ui';

export interface HeaderSearchProps {
  /** The console's route table; the search covers only what the user may open. */
  routes: readonly RouteEntry[];
}

const Box = styled.div`
  width: 220px;
  @media (max-width: 991px) { width: 150px; }
`;

/**
 * Fuzzy menu search (000 sections 2 and 9: fuse.js, threshold 0.4, title 0.7, path 0.3, pattern
 * cut to 32 characters) over the permitted, visible menu entries in the current language.
 * Choosing a result (Enter or click) opens that page.
 * @example
 * <HeaderSearch routes={consoleRoutes} />
 */
export function HeaderSearch({ routes }: HeaderSearchProps) {
  const t = useT();
  const navigate = useNavigate();
  const search = useMenuSearch(routes);
  const load = useCallback(async (query: string): Promise<SelectOption[]> => {
    if (!query.trim()) return [];
    const seen = new Set<string>();
    return (await search(query))
      .filter((r) => (seen.has(r.path) ? false : (seen.add(r.path), true)))
      .map((r) => ({ value: r.path, label: r.title }));
  }, [search]);
  return (
    <Box role="search">
      <Select
        aria-label={t('search.label')} placeholder={t('search.placeholder')} value={null} debounceMs={0}
        loadOptions={load} emptyText={t('search.noResults')} loadingText={t('common.loading')} toggleLabel={t('search.label')}
        onChange={(path) => { if (path) navigate(path); }}
      />
    </Box>
  );
}
