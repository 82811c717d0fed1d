/**
 * Chinese field-level messages for rejected input. Every message names the field by its
 * zh-CN label from the contract, so the console can show it as is next to the form.
 */
import {
  AUDIO_PATTERN, DATE_PATTERN, DATETIME_PATTERN, IMAGE_PATTERN, LINK_PATTERN, PHONE_PATTERN, type FieldDef, type IndexedOperation, type ResourceDef,
} from '../../../src/contract';

/** Labels of the inputs that are not fields of a resource. */
const FIXED_LABELS: Record<string, string> = {
  id: '编号', ids: '编号', pageNum: '页码', pageSize: '每页条数', orderBy: '排序字段', order: '排序方向',
  keyword: '关键字', physical: '物理删除', file: '文件', startDate: '开始日期', endDate: '结束日期',
};

/** The FieldDef behind an input name: the operation's own body first, then the resource's fields. */
export function fieldDefOf(entry: IndexedOperation, rows: ResourceDef, name: string): FieldDef | undefined {
  return entry.op.body?.[name] ?? rows.fields[name];
}

/** The zh-CN label of an input name (field label, range bound, paging word, or the name itself). */
export function labelOf(entry: IndexedOperation, rows: ResourceDef, name: string): string {
  if (FIXED_LABELS[name] && !entry.op.body?.[name] && !(name in rows.fields && name !== 'id')) return FIXED_LABELS[name]!;
  const fd = fieldDefOf(entry, rows, name);
  if (fd) return fd.label['zh-CN'];
  const range = /^(.*)(From|To)$/.exec(name);
  if (range && rows.fields[range[1]!]) return `${rows.fields[range[1]!]!.label['zh-CN']}${range[2] === 'From' ? '(起)' : '(止)'}`;
  return FIXED_LABELS[name] ?? name;
}

const PATTERN_HINTS: Record<string, string> = {
  [PHONE_PATTERN]: '，应为1开头的11位手机号码',
  [DATE_PATTERN]: '，应为yyyy-MM-dd',
  [DATETIME_PATTERN]: '，应为yyyy-MM-dd HH:mm:ss',
  [LINK_PATTERN]: '，应以http://、https://、mailto:或tel:开头',
  [IMAGE_PATTERN]: '，应为以http://、https://或/开头的图片地址',
  [AUDIO_PATTERN]: '，应为以http://、https://或/开头的音频地址',
  '^\\d+(,\\d+)*$': '，应为逗号分隔的编号',
};

export interface SchemaError {
  readonly keyword: string;
  readonly params: Record<string, any>;
  /** The schema of the failing property, when known. */
  readonly schema?: Record<string, any>;
}

/** One message for one failing property. */
export function messageFor(label: string, fd: FieldDef | undefined, e: SchemaError): string {
  const p = e.params;
  switch (e.keyword) {
    case 'required': return `${label}不能为空`;
    case 'maxLength': return `${label}长度不能超过${p.limit}个字符`;
    case 'minLength': return `${label}长度不能少于${p.limit}个字符`;
    case 'maximum': return `${label}不能大于${p.limit}`;
    case 'minimum': return `${label}不能小于${p.limit}`;
    case 'exclusiveMaximum': return `${label}必须小于${p.limit}`;
    case 'exclusiveMinimum': return `${label}必须大于${p.limit}`;
    case 'pattern': return `${label}格式不正确${PATTERN_HINTS[p.pattern as string] ?? ''}`;
    case 'format': return `${label}格式不正确`;
    case 'enum': {
      const names = fd?.values?.map((x) => x.label['zh-CN'])
        ?? (e.schema?.enum as unknown[] | undefined)?.map(String) ?? [];
      return names.length ? `${label}只能是：${names.join('、')}` : `${label}的值不在可选范围内`;
    }
    case 'type': {
      const t = ([] as string[]).concat(p.type as string | string[])[0];
      if (t === 'integer') return `${label}必须是整数`;
      if (t === 'number') return `${label}必须是数字`;
      if (t === 'boolean') return `${label}必须是true或false`;
      if (t === 'string') return `${label}必须是文本`;
      return `${label}格式不正确`;
    }
    default: return `${label}不合法`;
  }
}
