/**
 * What may be searched for (docs/product.md#search): a query of 3 to 50 characters. The header's
 * field, on the first page, needs the limit without the search API's code.
 */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 50;

export function isSearchable(query: string): boolean {
  const length = query.trim().length;
  return length >= SEARCH_MIN_LENGTH && length <= SEARCH_MAX_LENGTH;
}
