import { parse, type ExprNode } from 'groq-js';
import type { Field, SchemaType, ValueType } from '../../../../studio/schema';

/**
 * Which fields a GROQ query reads that the Studio schema does not have. Walks the query's syntax tree with the
 * shape of the value at each point: `*[_type == "sport"]` is a list of sports, `logo` inside it a sport's image,
 * `asset->` its image asset, `federations[]->` federations, and so on. Every attribute read (in projections,
 * filters and orderings) must name a field of the shape it is read from; where the shape is not known (a
 * function's result, a parameter) the walk stops checking rather than guess.
 */

type Shape =
  | { kind: 'fields'; where: string; fields: ReadonlyMap<string, Shape | ValueType> }
  | { kind: 'list'; of: Shape }
  | { kind: 'reference'; to: readonly string[] }
  | { kind: 'union'; members: Shape[] }
  | { kind: 'unknown' };

const UNKNOWN: Shape = { kind: 'unknown' };
const SCALAR: ValueType = { type: 'string' };
const DOCUMENT_SYSTEM = ['_id', '_type', '_rev', '_createdAt', '_updatedAt'];

function fieldsShape(where: string, entries: Array<[string, Shape | ValueType]>): Shape {
  return { kind: 'fields', where, fields: new Map(entries) };
}

/** Sanity's asset documents: the parts of them the site reads, and the rest an asset always has. */
const ASSET_FIELDS: Array<[string, Shape | ValueType]> = [
  ...DOCUMENT_SYSTEM.map((name): [string, ValueType] => [name, SCALAR]),
  ...['url', 'path', 'mimeType', 'extension', 'size', 'originalFilename', 'assetId', 'sha1hash'].map(
    (name): [string, ValueType] => [name, SCALAR],
  ),
];
const IMAGE_ASSET = fieldsShape('sanity.imageAsset', [
  ...ASSET_FIELDS,
  [
    'metadata',
    fieldsShape('sanity.imageMetadata', [
      [
        'dimensions',
        fieldsShape(
          'sanity.imageDimensions',
          ['width', 'height', 'aspectRatio'].map((n) => [n, SCALAR]),
        ),
      ],
      ['lqip', SCALAR],
      ['hasAlpha', SCALAR],
      ['isOpaque', SCALAR],
    ]),
  ],
]);
const FILE_ASSET = fieldsShape('sanity.fileAsset', ASSET_FIELDS);

export function unknownFields(query: string, schema: readonly SchemaType[]): string[] {
  const types = new Map(schema.map((type) => [type.name, type]));
  const problems = new Set<string>();

  function shapeOfFields(where: string, fields: readonly Field[], system: string[]): Shape {
    return fieldsShape(where, [
      ...system.map((name): [string, ValueType] => [name, SCALAR]),
      ...fields.map((field): [string, Field] => [field.name, field]),
    ]);
  }

  function documentShape(name: string): Shape {
    const type = types.get(name);
    if (type?.kind !== 'document') {
      problems.add(`${name}: not a document type of the schema`);
      return UNKNOWN;
    }
    return shapeOfFields(name, type.fields, DOCUMENT_SYSTEM);
  }

  function valueShape(where: string, value: Shape | ValueType): Shape {
    if ('kind' in value) return value;
    switch (value.type) {
      case 'object':
        return shapeOfFields(where, value.fields, ['_type', '_key']);
      case 'named': {
        const named = types.get(value.typeName);
        return named ? shapeOfFields(named.name, named.fields, ['_type', '_key']) : UNKNOWN;
      }
      case 'array':
        return { kind: 'list', of: value.of.length === 1 && value.of[0] ? valueShape(where, value.of[0]) : UNKNOWN };
      case 'reference':
        return { kind: 'reference', to: value.to };
      case 'image':
        return fieldsShape(`${where} (image)`, [
          ['_type', SCALAR],
          ['alt', SCALAR],
          ['hotspot', UNKNOWN],
          ['crop', UNKNOWN],
          ['asset', { kind: 'reference', to: ['sanity.imageAsset'] }],
        ]);
      case 'file':
        return fieldsShape(`${where} (file)`, [
          ['_type', SCALAR],
          ['asset', { kind: 'reference', to: ['sanity.fileAsset'] }],
        ]);
      case 'slug':
        return fieldsShape(`${where} (slug)`, [
          ['_type', SCALAR],
          ['current', SCALAR],
        ]);
      default:
        return UNKNOWN; // scalars and Portable Text: nothing further is checked
    }
  }

  function attribute(base: Shape, name: string): Shape {
    switch (base.kind) {
      case 'fields': {
        const field = base.fields.get(name);
        if (field === undefined) {
          problems.add(`${base.where}.${name}`);
          return UNKNOWN;
        }
        return valueShape(`${base.where}.${name}`, field);
      }
      case 'union': {
        const found = base.members.filter((member) => member.kind !== 'fields' || member.fields.has(name));
        if (found.length === 0)
          problems.add(`${base.members.map((m) => (m.kind === 'fields' ? m.where : '?')).join('|')}.${name}`);
        return found.length === 1 && found[0] ? attribute(found[0], name) : UNKNOWN;
      }
      default:
        return UNKNOWN;
    }
  }

  function deref(base: Shape): Shape {
    if (base.kind === 'list') return { kind: 'list', of: deref(base.of) };
    if (base.kind !== 'reference') return UNKNOWN;
    const targets = base.to.map((name) =>
      name === 'sanity.imageAsset' ? IMAGE_ASSET : name === 'sanity.fileAsset' ? FILE_ASSET : documentShape(name),
    );
    return targets.length === 1 && targets[0] ? targets[0] : { kind: 'union', members: targets };
  }

  const elementOf = (shape: Shape): Shape => (shape.kind === 'list' ? shape.of : UNKNOWN);

  /** The document types `*[...]` filters to with `_type == "…"`. */
  function typesFiltered(expr: ExprNode): string[] {
    if (expr.type === 'And') return [...typesFiltered(expr.left), ...typesFiltered(expr.right)];
    if (expr.type === 'OpCall' && expr.op === '==' && expr.left.type === 'AccessAttribute' && !expr.left.base) {
      if (expr.left.name === '_type' && expr.right.type === 'Value' && typeof expr.right.value === 'string') {
        return [expr.right.value];
      }
    }
    return [];
  }

  /** The shape `node` evaluates to, with `self` as `@`; every attribute it reads on the way is checked. */
  function walk(node: ExprNode, self: Shape): Shape {
    switch (node.type) {
      case 'Everything':
        return { kind: 'list', of: UNKNOWN };
      case 'This':
        return self;
      case 'AccessAttribute':
        return attribute(node.base ? walk(node.base, self) : self, node.name);
      case 'Deref':
        return deref(walk(node.base, self));
      case 'Filter': {
        const filtered = node.base.type === 'Everything' ? typesFiltered(node.expr) : [];
        const base =
          filtered.length === 1 && filtered[0]
            ? { kind: 'list' as const, of: documentShape(filtered[0]) }
            : walk(node.base, self);
        walk(node.expr, elementOf(base));
        return base;
      }
      case 'ArrayCoerce':
      case 'Group':
        return walk(node.base, self);
      case 'AccessElement':
      case 'Slice':
        return elementOf(walk(node.base, self));
      case 'PipeFuncCall': {
        const base = walk(node.base, self);
        for (const arg of node.args) walk(arg, elementOf(base));
        return base;
      }
      case 'Map': {
        const base = walk(node.base, self);
        return { kind: 'list', of: walk(node.expr, elementOf(base)) };
      }
      case 'Projection': {
        const base = walk(node.base, self);
        if (base.kind === 'list') return { kind: 'list', of: walk(node.expr, base.of) };
        return walk(node.expr, base);
      }
      case 'Object':
        for (const entry of node.attributes) {
          if (entry.type === 'ObjectAttributeValue') walk(entry.value, self);
          else if (entry.type === 'ObjectConditionalSplat') {
            walk(entry.condition, self);
            walk(entry.value, self);
          } else walk(entry.value, self);
        }
        return UNKNOWN;
      default:
        // Operators, functions, literals: check what they read, with the same `@`.
        for (const child of Object.values(node)) {
          if (Array.isArray(child)) for (const item of child) if (isNode(item)) walk(item, self);
          if (isNode(child)) walk(child, self);
        }
        return UNKNOWN;
    }
  }

  walk(parse(query), UNKNOWN);
  return [...problems];
}

function isNode(value: unknown): value is ExprNode {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';
}
