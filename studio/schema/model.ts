/**
 * The content model as plain data: the single source of truth for the Studio (which wraps each type with
 * Sanity's `defineType`, see ../config/to-sanity.ts) and for the site's tests (which validate the demo dataset
 * and the GROQ queries against it without the Studio's dependencies). Nothing here imports `sanity`.
 */

/** The desk sections, in the Studio's order. */
export const DESK_GROUPS = [
  'Home and layout',
  'Sports',
  'Federations',
  'Athletes',
  'Podcasts',
  'Results',
  'Pages',
  'Embeds',
  'Announcements',
  'Settings',
] as const;
export type DeskGroup = (typeof DESK_GROUPS)[number];

interface FieldBase {
  name: string;
  title?: string;
  description?: string;
  required?: boolean;
}

/** A value: a field's type, or an array's member type. */
export type ValueType =
  | { type: 'string'; maxLength?: number; pattern?: { regex: string; message: string }; list?: string[] }
  | { type: 'text'; maxLength?: number }
  | { type: 'number'; integer?: boolean; min?: number }
  | { type: 'boolean' }
  /** An ISO instant. The demo dataset may hold `now+3d` (resolved by the local adapter), see validate.ts. */
  | { type: 'datetime' }
  /** http(s) URLs; `relative` also accepts site paths (`/about-twg`), `mailto` mailto: links. */
  | { type: 'url'; relative?: boolean; mailto?: boolean }
  | { type: 'email' }
  /** Unique among the documents of its type (wherever it sits in the document). */
  | { type: 'slug'; source: string }
  /** Always with a hotspot (editors crop around it) and an `alt` text. */
  | { type: 'image' }
  | { type: 'file'; accept?: string }
  | { type: 'reference'; to: string[] }
  | { type: 'array'; of: ValueType[]; unique?: boolean; max?: number }
  | { type: 'object'; fields: Field[] }
  /** Portable Text with the styles, lists, marks and link annotation the site renders (src/lib/portable-text.ts). */
  | { type: 'blockContent' }
  /** A named object type of this schema (`titleAndSlug`, `menuItem`, …). */
  | { type: 'named'; typeName: string };

export type Field = FieldBase & ValueType;

export interface Preview {
  /** Field paths shown as the title, subtitle and media of a list entry. */
  title: string;
  subtitle?: string;
  media?: string;
}

export interface DocumentType {
  kind: 'document';
  name: string;
  title: string;
  /** The list's title in the desk when its group holds several types (e.g. "Countries"). */
  listTitle?: string;
  group: DeskGroup;
  /** One document with this fixed id (edited in place, never listed). */
  singletonId?: string;
  fields: Field[];
  preview: Preview;
  /** The site path that shows a document, with `{slug}`: where "Open preview" leads. */
  sitePath?: string;
}

export interface ObjectType {
  kind: 'object';
  name: string;
  title: string;
  fields: Field[];
  preview?: Preview;
}

export type SchemaType = DocumentType | ObjectType;

/** Portable Text as the site renders it. */
export const BLOCK_STYLES = ['normal', 'h2', 'h3', 'h4', 'blockquote'] as const;
export const BLOCK_LISTS = ['bullet', 'number'] as const;
export const BLOCK_DECORATORS = ['strong', 'em', 'code', 'underline', 'strike-through'] as const;
export const BLOCK_ANNOTATIONS = ['link'] as const;
