import { useMemo, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { product } from '../../contract/services/flashdeliver';
import type { FieldDef } from '../../contract/types';
import { useLocale, useNotify, useResourceForm, type FieldEntry } from '../../core';
import { FieldInput, FieldValue, PageNotices, useViewT, errorText } from '../../resource';
import { problemText } from '../../resource/problemText';
import { Button, ErrorState, FormField, ProgressBar, cssVar } from '../../ui';
import { CategoryTreeField, ProjectsField } from './ProductFields';
import { flashdeliverMessages } from './messages';
import { PRODUCT_PATHS, productOps } from './productOps';
import { useEditedRow } from './useEditedRow';

/**
 * @example
 * <ProductEditPage id="12" listPath="/shop/products" />
 */
export interface ProductEditPageProps {
  /** The product to edit (default: the `id` of the URL's query; none adds a product). */
  id?: string;
  /** Where 返回商品列表 and a saved new product go. */
  listPath?: string;
  className?: string;
}

type Form = ReturnType<typeof useResourceForm>;
const F = product.fields;
const ADD_FIELDS: FieldEntry[] = (['name', 'categoryId', 'image', 'price', 'stock', 'orgIds'] as const).map((n) => [n, F[n]!]);
const SALE_FIELDS: FieldEntry[] = [['price', F.price!], ['stock', F.stock!]];
const PROJECT_FIELDS: FieldEntry[] = [['orgIds', F.orgIds!]];

/** One input of a product form, its label, the contract's check and the server's message on it. */
function Field({ form, name, field }: { form: Form; name: string; field: FieldDef }) {
  const t = useViewT(flashdeliverMessages);
  const locale = useLocale();
  const label = field.label[locale];
  const onChange = (v: string) => form.setValue(name, v);
  let control: ReactNode;
  if (name === 'categoryId') control = <CategoryTreeField aria-label={label} value={form.values[name] ?? ''} onChange={(v) => { onChange(v); form.touch(name); }} />;
  else if (name === 'orgIds') control = <ProjectsField value={form.values[name] ?? ''} onChange={onChange} />;
  else control = <FieldInput field={field} value={form.values[name] ?? ''} onChange={onChange} onBlur={() => form.touch(name)} />;
  return (
    <FormField label={name === 'orgIds' ? t('flash.projects') : label} required={Boolean(field.required)} error={problemText(t, label, form.errorOf(name))}>
      {control as never}
    </FormField>
  );
}

/** A titled section holding one form (add, sale settings, projects) with its save button. */
function Section({ id, title, form, fields, submit }: { id: string; title: string; form: Form; fields: readonly FieldEntry[]; submit: string }) {
  const onSubmit = (e: FormEvent) => { e.preventDefault(); void form.submit(); };
  return (
    <section aria-labelledby={id} style={{ marginBottom: 20, maxWidth: 640 }}>
      <h2 id={id} style={{ fontSize: 15, fontWeight: 500, margin: '0 0 12px' }}>{title}</h2>
      {form.formError ? <p role="alert" style={{ color: cssVar.dangerInk, margin: '0 0 8px' }}>{form.formError}</p> : null}
      <form aria-labelledby={id} onSubmit={onSubmit} noValidate>
        {fields.map(([name, fd]) => <Field key={name} form={form} name={name} field={fd} />)}
        <Button type="submit" variant="primary" loading={form.submitting}>{submit}</Button>
      </form>
    </section>
  );
}

function AddProduct({ listPath }: { listPath: string }) {
  const t = useViewT(flashdeliverMessages);
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useResourceForm({
    resource: product, fields: ADD_FIELDS, operation: productOps.add, row: null,
    onSaved: (data) => { notify.success(t('flash.added', { name: String((data as { name?: unknown } | null)?.name ?? '') })); navigate(listPath); },
  });
  return <Section id="sc-flash-product-add" title={t('flash.basics')} form={form} fields={ADD_FIELDS} submit={t('flash.save')} />;
}

const SHOWN = ['name', 'categoryId', 'shelfStatus', 'auditRemark'] as const;

/** What an edit cannot change (the catalogue has no call for it): name, category, picture, shelf state. */
function Basics({ row }: { row: Record<string, unknown> }) {
  const t = useViewT(flashdeliverMessages);
  const locale = useLocale();
  const image = typeof row.image === 'string' && row.image ? row.image : null;
  return (
    <section aria-labelledby="sc-flash-product-basics" style={{ marginBottom: 20, display: 'flex', gap: 16 }}>
      {image ? <img src={image} alt={t('flash.pictureOf', { name: String(row.name ?? '') })} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 4 }} /> : null}
      <div>
        <h2 id="sc-flash-product-basics" style={{ fontSize: 15, fontWeight: 500, margin: '0 0 8px' }}>{t('flash.basics')}</h2>
        <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: 0, fontSize: 13 }}>
          {SHOWN.map((n) => (
            <div key={n} style={{ display: 'contents' }}>
              <dt style={{ color: cssVar.textSecondary }}>{F[n]!.label[locale]}</dt>
              <dd style={{ margin: 0 }}><FieldValue field={F[n]!} value={row[n]} /></dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function EditProduct({ row }: { row: Record<string, unknown> }) {
  const t = useViewT(flashdeliverMessages);
  const notify = useNotify();
  const sale = useResourceForm({ resource: product, fields: SALE_FIELDS, operation: productOps.sale, row, onSaved: () => notify.success(t('flash.saleSaved')) });
  const projects = useResourceForm({ resource: product, fields: PROJECT_FIELDS, operation: productOps.projects, row, onSaved: () => notify.success(t('flash.projectsSaved')) });
  return (
    <>
      <Basics row={row} />
      <Section id="sc-flash-product-sale" title={t('flash.sale')} form={sale} fields={SALE_FIELDS} submit={t('flash.saveSale')} />
      <Section id="sc-flash-product-projects" title={t('flash.projects')} form={projects} fields={PROJECT_FIELDS} submit={t('flash.saveProjects')} />
    </>
  );
}

/**
 * 新增商品 / 编辑商品: a new product takes its name, category (a tree-select over the category
 * tree), picture (uploaded), price, stock and projects, and starts off shelf; an existing one
 * changes its sale settings (updateProductSale) and projects (updateProductProject) apart, each
 * saved on its own. Refused input stays as typed, with the server's message on its field.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><ProductEditPage /></AdminProvider>
 */
export function ProductEditPage({ id: idProp, listPath = PRODUCT_PATHS.list, className }: ProductEditPageProps) {
  const t = useViewT(flashdeliverMessages);
  const navigate = useNavigate();
  const { id, q } = useEditedRow(product.key, productOps.get, idProp);
  const title = useMemo(() => (id ? t('flash.editProduct', { name: String(q.data?.name ?? id) }) : t('flash.addProduct')), [id, q.data, t]);
  let body: ReactNode;
  if (!id) body = <AddProduct listPath={listPath} />;
  else if (q.error) body = <ErrorState title={t('flash.loadFailed', { message: errorText(q.error, '') })} retryText={t('common.retry')} onRetry={() => void 0} />;
  else if (!q.data) body = <ProgressBar value={null} label={t('common.loading')} />;
  else body = <EditProduct key={id} row={q.data} />;
  return (
    <section className={className ? `sca-page sca-resource-page ${className}` : 'sca-page sca-resource-page'} aria-labelledby="sc-flash-product-title" style={{ margin: 16, padding: '16px 20px', background: cssVar.bg }}>
      <h1 id="sc-flash-product-title" style={{ margin: '0 0 16px', fontSize: 18, fontWeight: 500 }}>{title}</h1>
      {body}
      <Button onClick={() => navigate(listPath)}>{t('flash.backToList')}</Button>
      <PageNotices />
    </section>
  );
}
