import { documentTypes } from './documents';
import type { SchemaType } from './model';
import { objectTypes } from './objects';

export * from './model';
export { documentTypes, objectTypes };

export const schemaTypes: SchemaType[] = [...documentTypes, ...objectTypes];

/** The document types the site knows: a webhook about any other type changes nothing. */
export const DOCUMENT_TYPE_NAMES: readonly string[] = documentTypes.map((type) => type.name);
