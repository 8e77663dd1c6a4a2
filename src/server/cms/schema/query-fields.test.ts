import { describe, expect, it } from 'vitest';
import { schemaTypes } from '../../../../studio/schema';
import * as queries from '../queries';
import { unknownFields } from './query-fields';

const siteQueries: Array<[string, string]> = Object.entries(queries).filter(([name]) => name.endsWith('_QUERY'));

describe('the GROQ queries against the Studio schema', () => {
  it('covers every query of queries.ts', () => {
    expect(siteQueries.length).toBeGreaterThanOrEqual(16);
  });

  it.each(siteQueries)('%s reads only fields the schema has', (_name, query) => {
    expect(unknownFields(query, schemaTypes)).toEqual([]);
  });

  it('names a field that is not in the schema, through projections, references and assets', () => {
    const query = `*[_type == "athlete" && nickname != null]{
      nope, logo{ alt }, profileImage{ asset->{ urll } },
      "sport": sport->{ titleAndSlug{ titel } },
      "feds": federations[]->{ heroWiki{ webSite } }
    }`;
    expect(unknownFields(query, schemaTypes)).toEqual([
      'athlete.nickname',
      'athlete.nope',
      'athlete.logo',
      'sanity.imageAsset.urll',
      'titleAndSlug.titel',
      'federation.heroWiki.webSite',
    ]);
  });

  it('names a document type the schema does not have', () => {
    expect(unknownFields('*[_type == "medalTable"]{ rows }', schemaTypes)).toEqual([
      'medalTable: not a document type of the schema',
    ]);
  });
});
