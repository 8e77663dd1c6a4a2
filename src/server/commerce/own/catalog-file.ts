import { readFile } from 'node:fs/promises';
import { commerceCatalogSchema, type CommerceCatalog } from '../../../domain/commerce/catalog';

/**
 * The operator's catalog of offers and coupons: a JSON file (`DEMO_DIR/commerce/catalog.json` by default), read
 * once and validated; a broken file stops the commerce API with a message naming the field, not the site.
 */
export function catalogFile(path: string): () => Promise<CommerceCatalog> {
  let loaded: Promise<CommerceCatalog> | undefined;
  return () => {
    loaded ??= readFile(path, 'utf8').then((text) => {
      const parsed = commerceCatalogSchema.safeParse(JSON.parse(text));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`Invalid commerce catalog ${path}: ${issue?.path.join('.')}: ${issue?.message}`);
      }
      return parsed.data;
    });
    return loaded;
  };
}
