import { defineArrayMember, defineField, defineType, type Rule } from 'sanity';
import { BLOCK_DECORATORS, BLOCK_LISTS, BLOCK_STYLES, type Field, type SchemaType, type ValueType } from '../schema';

/** The plain-data schema (../schema) as Sanity schema types, with the validation rules the site's tests apply. */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TITLES: Record<string, string> = { h2: 'Heading', h3: 'Subheading', h4: 'Small heading', blockquote: 'Quote' };
const DECORATOR_TITLES: Record<string, string> = {
  strong: 'Bold',
  em: 'Italic',
  code: 'Code',
  underline: 'Underline',
  'strike-through': 'Strike',
};

function rules(value: ValueType, required: boolean | undefined) {
  return (rule: Rule) => {
    let result = required ? rule.required() : rule;
    switch (value.type) {
      case 'string':
      case 'text':
        if (value.maxLength) result = result.max(value.maxLength);
        if (value.type === 'string' && value.pattern) {
          result = result.regex(new RegExp(value.pattern.regex), { name: value.pattern.message });
        }
        break;
      case 'number':
        if (value.integer) result = result.integer();
        if (value.min !== undefined) result = result.min(value.min);
        break;
      case 'url':
        result = result.uri({
          scheme: ['http', 'https', ...(value.mailto ? ['mailto'] : [])],
          allowRelative: Boolean(value.relative),
        });
        break;
      case 'email':
        result = result.email();
        break;
      case 'slug':
        result = result.custom((slug?: { current?: string }) =>
          !slug?.current || SLUG.test(slug.current) ? true : 'Lower-case letters, digits and dashes only',
        );
        break;
      case 'array':
        if (value.unique) result = result.unique();
        if (value.max) result = result.max(value.max);
        break;
      default:
        break;
    }
    return result;
  };
}

const portableText = {
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: BLOCK_STYLES.map((style) => ({ title: TITLES[style] ?? 'Normal', value: style })),
      lists: BLOCK_LISTS.map((list) => ({ title: list === 'bullet' ? 'Bullets' : 'Numbered', value: list })),
      marks: {
        decorators: BLOCK_DECORATORS.map((decorator) => ({
          title: DECORATOR_TITLES[decorator] ?? decorator,
          value: decorator,
        })),
        annotations: [
          {
            name: 'link',
            type: 'object',
            title: 'Link',
            fields: [
              defineField({
                name: 'href',
                type: 'url',
                title: 'Address',
                validation: (rule) => rule.required().uri({ scheme: ['http', 'https', 'mailto'], allowRelative: true }),
              }),
            ],
          },
        ],
      },
    }),
  ],
};

/** The Sanity definition of a value (without its name, title and validation). */
function definitionOf(value: ValueType): Record<string, unknown> {
  switch (value.type) {
    case 'string':
      return { type: 'string', ...(value.list ? { options: { list: value.list } } : {}) };
    case 'text':
      return { type: 'text', rows: 3 };
    case 'slug':
      // Sanity's default `isUnique` checks the other documents of the same type at the same path.
      return { type: 'slug', options: { source: value.source, maxLength: 96 } };
    case 'image':
      return {
        type: 'image',
        options: { hotspot: true },
        fields: [
          defineField({
            name: 'alt',
            type: 'string',
            title: 'Alternative text',
            description: 'What the image shows, for people who cannot see it.',
          }),
        ],
      };
    case 'file':
      return { type: 'file', ...(value.accept ? { options: { accept: value.accept } } : {}) };
    case 'reference':
      return { type: 'reference', to: value.to.map((type) => ({ type })) };
    case 'array':
      return {
        type: 'array',
        of: value.of.map((member) =>
          defineArrayMember({ ...definitionOf(member), validation: rules(member, false) } as never),
        ),
      };
    case 'object':
      return { type: 'object', fields: value.fields.map(toField) };
    case 'named':
      return { type: value.typeName };
    case 'blockContent':
      return portableText;
    default:
      return { type: value.type };
  }
}

function toField(field: Field) {
  return defineField({
    name: field.name,
    ...(field.title ? { title: field.title } : {}),
    ...(field.description ? { description: field.description } : {}),
    ...definitionOf(field),
    validation: rules(field, field.required),
  } as never);
}

export function toSanityType(type: SchemaType) {
  return defineType({
    name: type.name,
    title: type.title,
    type: type.kind,
    fields: type.fields.map(toField),
    ...(type.preview
      ? {
          preview: {
            select: Object.fromEntries(Object.entries(type.preview).filter(([, path]) => path !== undefined)),
          },
        }
      : {}),
  } as never);
}
