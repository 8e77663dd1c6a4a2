import {
  BLOCK_ANNOTATIONS,
  BLOCK_DECORATORS,
  BLOCK_LISTS,
  BLOCK_STYLES,
  type Field,
  type SchemaType,
  type ValueType,
} from '../../../../studio/schema';
import { resolveRelativeTime } from '../../shared/relative-time';

/**
 * Checks documents against the Studio's schema (studio/schema) the way the Studio would flag them: unknown types
 * and fields, missing required values, wrong value types, URL, email and pattern formats, broken or mistyped
 * references, images without their asset, duplicate slugs, and Portable Text the site cannot render.
 * Pure: the site's tests run it on the demo dataset without the Studio's dependencies.
 */

export interface Issue {
  id: string;
  path: string;
  message: string;
}

export interface ValidateOptions {
  /** The demo dataset stores times relative to now (`now+3d`); accept those as datetimes. */
  relativeTimes?: boolean;
}

type Doc = Record<string, unknown> & { _id: string; _type: string };

const SYSTEM_FIELDS = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt']);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const IMAGE_FIELDS = new Set(['_type', 'asset', 'alt', 'hotspot', 'crop']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const publishedId = (id: string) => id.replace(/^drafts\./, '');

function isUrl(value: string, type: Extract<ValueType, { type: 'url' }>): boolean {
  if (type.relative && /^\/(?![/\\])/.test(value)) return true;
  if (type.mailto && /^mailto:\S+$/.test(value)) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function validateDataset(
  documents: readonly Doc[],
  schema: readonly SchemaType[],
  options: ValidateOptions = {},
): Issue[] {
  const types = new Map(schema.map((type) => [type.name, type]));
  const byId = new Map(documents.map((doc) => [publishedId(doc._id), doc]));
  const issues: Issue[] = [];
  /** `type slug` → the documents using it, for uniqueness. */
  const slugs = new Map<string, Set<string>>();

  function checkValue(doc: Doc, path: string, type: ValueType, value: unknown): void {
    const issue = (message: string): void => void issues.push({ id: doc._id, path, message });
    switch (type.type) {
      case 'string':
      case 'text': {
        if (typeof value !== 'string') return issue('expected a string');
        if (type.maxLength !== undefined && value.length > type.maxLength)
          issue(`longer than ${type.maxLength} characters`);
        if (type.type === 'string' && type.list && !type.list.includes(value))
          issue(`not one of ${type.list.join(', ')}`);
        if (type.type === 'string' && type.pattern && !new RegExp(type.pattern.regex).test(value))
          issue(type.pattern.message);
        return;
      }
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value)) return issue('expected a number');
        if (type.integer && !Number.isInteger(value)) issue('expected a whole number');
        if (type.min !== undefined && value < type.min) issue(`less than ${type.min}`);
        return;
      case 'boolean':
        if (typeof value !== 'boolean') issue('expected true or false');
        return;
      case 'datetime': {
        const relative = options.relativeTimes && typeof value === 'string' && resolveRelativeTime(value, new Date(0));
        if (!relative && (typeof value !== 'string' || !ISO_INSTANT.test(value) || Number.isNaN(Date.parse(value)))) {
          issue('expected a date and time (ISO 8601)');
        }
        return;
      }
      case 'url':
        if (typeof value !== 'string' || !isUrl(value, type)) {
          issue(`expected an http(s)${type.mailto ? ', mailto' : ''}${type.relative ? ' or site-relative' : ''} URL`);
        }
        return;
      case 'email':
        if (typeof value !== 'string' || !EMAIL.test(value)) issue('expected an email address');
        return;
      case 'slug': {
        if (!isObject(value) || typeof value.current !== 'string') return issue('expected a slug { current }');
        if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value.current)) issue('a slug is lower-case letters, digits and dashes');
        const key = `${doc._type} ${path} ${value.current}`;
        slugs.set(key, (slugs.get(key) ?? new Set()).add(publishedId(doc._id)));
        return;
      }
      case 'image':
      case 'file':
        return checkAsset(doc, path, type.type, value);
      case 'reference': {
        if (!isObject(value) || typeof value._ref !== 'string') return issue('expected a reference');
        const target = byId.get(publishedId(value._ref));
        if (!target) issue(`broken reference to ${value._ref}`);
        else if (!type.to.includes(target._type))
          issue(`refers to a ${target._type}, expected ${type.to.join(' or ')}`);
        return;
      }
      case 'array':
        return checkArray(doc, path, type, value);
      case 'object':
        if (!isObject(value)) return issue('expected an object');
        return checkFields(doc, path, type.fields, value, new Set(['_type']));
      case 'named': {
        const named = types.get(type.typeName);
        if (!named) return issue(`the schema has no type ${type.typeName}`);
        if (!isObject(value)) return issue('expected an object');
        if (value._type !== type.typeName) issue(`expected _type ${type.typeName}`);
        return checkFields(doc, path, named.fields, value, new Set(['_type']));
      }
      case 'blockContent':
        return checkBlocks(doc, path, value);
    }
  }

  function checkAsset(doc: Doc, path: string, kind: 'image' | 'file', value: unknown) {
    const issue = (message: string): void => void issues.push({ id: doc._id, path, message });
    if (!isObject(value) || value._type !== kind) return issue(`expected an ${kind}`);
    const ref = isObject(value.asset) ? value.asset._ref : undefined;
    if (typeof ref !== 'string') return issue(`${kind} without an asset`);
    const asset = byId.get(ref);
    if (asset?._type !== `sanity.${kind}Asset`) issue(`missing asset ${ref}`);
    for (const key of Object.keys(value)) {
      if (!IMAGE_FIELDS.has(key) || (kind === 'file' && (key === 'alt' || key === 'hotspot' || key === 'crop'))) {
        issues.push({ id: doc._id, path: `${path}.${key}`, message: 'not in the schema' });
      }
    }
    if (value.alt !== undefined && typeof value.alt !== 'string')
      issues.push({ id: doc._id, path: `${path}.alt`, message: 'expected a string' });
  }

  function memberTypeOf(of: ValueType[], value: unknown): ValueType | undefined {
    if (!isObject(value))
      return of.find((member) => !['object', 'named', 'reference', 'image', 'file'].includes(member.type));
    const declared = value._type;
    return (
      of.find((member) => member.type === 'named' && member.typeName === declared) ??
      of.find((member) => member.type === declared) ??
      of.find((member) => member.type === 'object')
    );
  }

  function checkArray(doc: Doc, path: string, type: Extract<ValueType, { type: 'array' }>, value: unknown) {
    if (!Array.isArray(value)) return void issues.push({ id: doc._id, path, message: 'expected a list' });
    if (type.max !== undefined && value.length > type.max)
      issues.push({ id: doc._id, path, message: `more than ${type.max} entries` });
    const keys = new Set<string>();
    const seen = new Set<string>();
    value.forEach((entry: unknown, index) => {
      const at = `${path}[${index}]`;
      const member = memberTypeOf(type.of, entry);
      if (!member)
        return void issues.push({ id: doc._id, path: at, message: 'a kind of entry this list does not hold' });
      if (isObject(entry)) {
        if (typeof entry._key !== 'string' || keys.has(entry._key))
          issues.push({ id: doc._id, path: at, message: 'missing or repeated _key' });
        else keys.add(entry._key);
      }
      const identity = JSON.stringify(isObject(entry) ? (entry._ref ?? entry) : entry);
      if (type.unique && seen.has(identity)) issues.push({ id: doc._id, path: at, message: 'listed twice' });
      seen.add(identity);
      const { _key: _ignored, ...rest } = isObject(entry) ? entry : { _key: undefined };
      checkValue(doc, at, member, isObject(entry) ? (member.type === 'reference' ? entry : rest) : entry);
    });
  }

  function checkBlocks(doc: Doc, path: string, value: unknown) {
    const issue = (at: string, message: string): void => void issues.push({ id: doc._id, path: at, message });
    if (!Array.isArray(value)) return issue(path, 'expected Portable Text (a list of blocks)');
    value.forEach((block: unknown, index) => {
      const at = `${path}[${index}]`;
      if (!isObject(block) || block._type !== 'block') return issue(at, 'only text blocks are rendered');
      if (!(BLOCK_STYLES as readonly unknown[]).includes(block.style ?? 'normal'))
        issue(`${at}.style`, `style ${String(block.style)} is not rendered`);
      if (block.listItem !== undefined && !(BLOCK_LISTS as readonly unknown[]).includes(block.listItem))
        issue(`${at}.listItem`, 'unknown list');
      const markDefs = Array.isArray(block.markDefs) ? block.markDefs.filter(isObject) : [];
      const annotationKeys = new Set(markDefs.map((def) => def._key));
      for (const def of markDefs) {
        if (!(BLOCK_ANNOTATIONS as readonly unknown[]).includes(def._type))
          issue(`${at}.markDefs`, `annotation ${String(def._type)} is not rendered`);
        else if (typeof def.href !== 'string' || !isUrl(def.href, { type: 'url', relative: true, mailto: true }))
          issue(`${at}.markDefs`, 'a link needs an http(s), mailto or site-relative href');
      }
      const children = Array.isArray(block.children) ? block.children : [];
      children.forEach((span: unknown, spanIndex) => {
        const spanAt = `${at}.children[${spanIndex}]`;
        if (!isObject(span) || span._type !== 'span' || typeof span.text !== 'string')
          return issue(spanAt, 'expected a text span');
        for (const mark of Array.isArray(span.marks) ? span.marks : []) {
          if (!(BLOCK_DECORATORS as readonly unknown[]).includes(mark) && !annotationKeys.has(mark))
            issue(spanAt, `mark ${String(mark)} is not rendered`);
        }
      });
    });
  }

  function checkFields(
    doc: Doc,
    path: string,
    fields: readonly Field[],
    value: Record<string, unknown>,
    allowed: Set<string>,
  ) {
    const prefix = path ? `${path}.` : '';
    for (const field of fields) {
      const fieldValue = value[field.name];
      const empty =
        fieldValue === undefined || fieldValue === null || (Array.isArray(fieldValue) && fieldValue.length === 0);
      if (empty) {
        if (field.required) issues.push({ id: doc._id, path: prefix + field.name, message: 'required' });
        continue;
      }
      checkValue(doc, prefix + field.name, field, fieldValue);
    }
    const known = new Set(fields.map((field) => field.name));
    for (const key of Object.keys(value)) {
      if (!known.has(key) && !allowed.has(key))
        issues.push({ id: doc._id, path: prefix + key, message: 'not in the schema' });
    }
  }

  for (const doc of documents) {
    if (doc._type.startsWith('sanity.')) continue;
    const type = types.get(doc._type);
    if (type?.kind !== 'document') {
      issues.push({ id: doc._id, path: '_type', message: `unknown document type ${doc._type}` });
      continue;
    }
    if (type.singletonId && publishedId(doc._id) !== type.singletonId) {
      issues.push({ id: doc._id, path: '_id', message: `the ${type.name} singleton's id is ${type.singletonId}` });
    }
    checkFields(doc, '', type.fields, doc, SYSTEM_FIELDS);
  }
  for (const [key, ids] of slugs) {
    if (ids.size > 1)
      for (const id of ids)
        issues.push({
          id,
          path: key.split(' ')[1] ?? '',
          message: `slug ${key.split(' ')[2]} is used ${ids.size} times`,
        });
  }
  return issues;
}
