import type { PageContext } from '@vitrine/core-data/schemas/page-context';

/** The page fields sent with every census call and with form submissions (spec 000 §3, §7). */
export interface CensusPageFields {
  websiteId?: string;
  templateId?: string;
  collectionId?: string;
  itemId?: string;
  url?: string;
}

/** The page fields of `context` at `location`; absent values are left out. */
export function censusPageFields(
  context: PageContext,
  location: { href?: string } | undefined,
): CensusPageFields {
  const fields: CensusPageFields = {
    websiteId: context.website?.id,
    templateId: context.templateId,
    collectionId: context.collection?.id,
    itemId: context.item?.id,
    url: location?.href,
  };
  for (const key of Object.keys(fields) as (keyof CensusPageFields)[]) {
    if (fields[key] === undefined) delete fields[key];
  }
  return fields;
}
