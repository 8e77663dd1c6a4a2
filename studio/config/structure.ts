import type { StructureResolver } from 'sanity/structure';
import { DESK_GROUPS, documentTypes, type DocumentType } from '../schema';

/** The desk, grouped the way the site is: one section per DESK_GROUPS entry; singletons open their one document. */
export const structure: StructureResolver = (S) => {
  const item = (type: DocumentType) =>
    type.singletonId
      ? S.listItem()
          .id(type.name)
          .title(type.title)
          .schemaType(type.name)
          .child(S.document().schemaType(type.name).documentId(type.singletonId).title(type.title))
      : S.documentTypeListItem(type.name).title(type.listTitle ?? type.title);

  return S.list()
    .title('Content')
    .items(
      DESK_GROUPS.flatMap((group) => {
        const types = documentTypes.filter((type) => type.group === group);
        if (types.length === 0) return [];
        const [only] = types;
        if (types.length === 1 && only) return [item(only).title(group)];
        return [
          S.listItem()
            .id(group)
            .title(group)
            .child(S.list().id(group).title(group).items(types.map(item))),
        ];
      }),
    );
};
