import { useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { DEFAULT_PAGE_SIZE, catalogue } from '../../contract';
import { useAdmin, useLocale, useT } from '../../core';
import { Button, EmptyState, ErrorState, Input, Spinner, cssVar } from '../../ui';
import { errorMessage } from '../errorMessage';
import { cellText, findResource, listColumns, listOperation, rowsOf } from './resourcePreview';

export interface ResourcePlaceholderPageProps {
  /** `service.resource` of the contract. */
  resource: string;
  /** i18n key or literal title of the route (default: the resource's title). */
  title?: string;
}

const Page = styled.section`
  margin: 16px; padding: 16px 20px; background: ${cssVar.bg}; border-radius: ${cssVar.radius}; color: ${cssVar.text};
  h1 { margin: 0 0 4px; font-size: 18px; font-weight: 500; }
`;
const Note = styled.p`margin: 0 0 16px; color: ${cssVar.textSecondary}; font-size: 13px;`;
const Filters = styled.form`display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 12px;`;
const Scroll = styled.div`overflow: auto;`;
const Table = styled.table`
  width: 100%; border-collapse: collapse; font-size: 13px;
  th, td { padding: 8px 10px; border-bottom: 1px solid ${cssVar.border}; text-align: left; white-space: nowrap; max-width: 280px; overflow: hidden; text-overflow: ellipsis; }
  th { background: ${cssVar.bgMuted}; font-weight: 500; color: ${cssVar.textSecondary}; }
  tbody tr:hover { background: ${cssVar.bgMuted}; }
`;
const Total = styled.p`margin: 12px 0 0; color: ${cssVar.textSecondary}; font-size: 13px;`;

/**
 * The generic page of a `{ kind: 'resource' }` route until its domain is built: honest about
 * being a preview, and useful — the resource's title, a filter on its label field and a live
 * table of the first page from its contract `list` call (columns: the fields not hidden in lists,
 * enum values as their labels). No fake data: loading, empty and failure states are real.
 * @example
 * <ResourcePlaceholderPage resource="organisation.household" title="route.ownerInfoManage" />
 */
export function ResourcePlaceholderPage({ resource: key, title }: ResourcePlaceholderPageProps) {
  const t = useT();
  const locale = useLocale();
  const { api } = useAdmin();
  const resource = findResource(catalogue, key);
  const op = resource ? listOperation(resource) : null;
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState('');
  const labelField = resource?.labelField ?? '';
  const labelDef = resource?.fields[labelField];

  const query = useQuery({
    queryKey: ['sc-admin', 'resource-preview', key, filter],
    enabled: Boolean(op),
    retry: false,
    queryFn: async ({ signal }) => {
      const input = { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, ...(filter ? { [labelField]: filter } : {}) };
      const answer = await api.call<{ data?: unknown }>(op!.method, op!.path, op!.method === 'GET' ? { params: { query: input }, signal } : { body: input, signal });
      return rowsOf(answer.data);
    },
  });

  if (!resource) return <Page><ErrorState title={t('resource.unknown', { resource: key })} /></Page>;
  const heading = title ? t(title) : resource.title[locale];
  const columns = listColumns(resource);
  const submit = (e: FormEvent) => { e.preventDefault(); setFilter(draft.trim()); };

  let body;
  if (!op) body = <EmptyState title={t('resource.noList')} icon="info" />;
  else if (query.isPending) body = <Spinner label={t('common.loading')} showLabel />;
  else if (query.isError) {
    body = <ErrorState title={t('resource.loadFailed')} message={errorMessage(query.error, t('common.unknownError'))} retryText={t('common.retry')} onRetry={() => void query.refetch()} />;
  } else if (!query.data.rows.length) body = <EmptyState title={t('common.empty')} />;
  else {
    const { rows, total } = query.data;
    body = (
      <>
        <Scroll>
          <Table aria-label={heading} aria-busy={query.isFetching || undefined}>
            <thead><tr>{columns.map(([name, fd]) => <th key={name} scope="col">{fd.label[locale]}</th>)}</tr></thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={String(row.id ?? i)}>
                  {columns.map(([name, fd]) => {
                    const text = cellText(fd, row[name], locale, { yes: t('common.yes'), no: t('common.no') });
                    return <td key={name} title={text}>{text}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
        <Total>{t('resource.total', { total, count: rows.length })}</Total>
      </>
    );
  }

  return (
    <Page aria-labelledby="sc-resource-title" data-resource={key}>
      <h1 id="sc-resource-title">{heading}</h1>
      <Note>{heading !== resource.title[locale] ? `${resource.title[locale]} · ` : ''}{t('resource.preview')}</Note>
      {op && labelDef ? (
        <Filters role="search" onSubmit={submit}>
          <Input
            aria-label={t('resource.filter', { field: labelDef.label[locale] })} placeholder={t('resource.filter', { field: labelDef.label[locale] })}
            value={draft} onChange={(e) => setDraft(e.target.value)} boxStyle={{ width: 240 }}
          />
          <Button type="submit" variant="primary">{t('resource.search')}</Button>
          <Button onClick={() => { setDraft(''); setFilter(''); }}>{t('resource.reset')}</Button>
        </Filters>
      ) : null}
      {body}
    </Page>
  );
}
