/**
 * The first page's API responses, inlined by the server into the HTML it serves
 * (`<script type="application/json" id="initial-data">`), so the first page renders without waiting
 * for a round trip to the API. Keyed by `initialDataKey`; each answer is used once, then forgotten:
 * every later request, and a refetch of the same one, goes to the network.
 */

const ELEMENT_ID = 'initial-data';

/** `{Language} {URL}`, the key the server writes: the `Language` header, then the path and query. */
export function initialDataKey(language: string, url: string): string {
  return `${language} ${url}`;
}

let answers: Map<string, unknown> | undefined;

/** Reads (once) and removes the inlined answers; none when the page has none or they do not parse. */
function read(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    const value: unknown = JSON.parse(element.textContent);
    if (typeof value === 'object' && value !== null) answers = new Map(Object.entries(value));
  } catch {
    // A page without usable data loads everything from the API.
  }
  element.remove();
  return answers;
}

/** The inlined answer to this request, removed so it is never used twice; `undefined` when there is none. */
export function takeInitialData(key: string): unknown {
  const all = read();
  const value = all.get(key);
  all.delete(key);
  return value;
}
