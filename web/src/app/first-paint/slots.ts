/**
 * How a template marks the request's text. The components render sample data whose texts are
 * markers (`slot('match.name')`); the build turns the rendered HTML into parts: markup, and slots
 * the server fills with the page's own data (a path into it) as escaped text. Texts derived in the
 * visitor's browser (a kick-off time in their time zone) are `<template data-fn>` elements that the
 * fill script replaces with the app's own function's result while the HTML is parsed.
 */

/** A slot's marker: `@@match.name@@`. Letters, digits, `.`, `_` and `-` pass React and URLs intact. */
export function slot(path: string): string {
  return `@@${path}@@`;
}

/** A text the browser derives from `args` (markers or literals) with the fill function `fn`. */
export function derived(fn: string, args: readonly string[]): string {
  return `@@=${fn}(${args.join(',')})=@@`;
}

const SITE_SETTING = 'site-config:';

/**
 * An argument of a derived text that the fill script reads from the page's site configuration
 * (`<script id="site-config">`, which the server injects into every page's head), e.g. its time zone.
 */
export function siteSetting(key: 'timezone'): string {
  return `${SITE_SETTING}${key}`;
}

const DERIVED = /@@=(\w+)\((.*?)\)=@@/g;
const SLOT = /@@([\w.-]+)@@/;

/** Markup and slot names, alternating: `['<h1>', 'match.name', '</h1>']` (even: markup; odd: slot). */
export type Template = string[];

/** The rendered HTML as a template; throws on a marker it cannot place. */
export function toTemplate(html: string): Template {
  const withElements = html.replace(DERIVED, (_, fn: string, args: string) => {
    const attributes = args
      .split(',')
      .map((arg, index) => ` data-a${index}="${arg}"`)
      .join('');
    return `<template data-fn="${fn}"${attributes}></template>`;
  });
  const parts = withElements.split(SLOT);
  const stray = parts.filter((_, index) => index % 2 === 0).find((part) => part.includes('@@'));
  if (stray !== undefined) throw new Error(`a marker the template cannot place: ${stray}`);
  return parts;
}

/**
 * The script that replaces each `<template data-fn>` in `#root` with its function's text; a
 * `siteSetting` argument is the site configuration's value.
 */
export function fillScript(functions: Readonly<Record<string, (...args: string[]) => string>>): string {
  const table = Object.entries(functions)
    .map(([name, fn]) => `${name}:${fn.toString()}`)
    .join(',');
  const n = SITE_SETTING.length;
  return `<script>(function(f){var s={};try{s=JSON.parse(document.getElementById('site-config').textContent)}catch(e){}document.getElementById('root').querySelectorAll('template[data-fn]').forEach(function(t){var d=t.dataset,a=[],v;for(var i=0;'a'+i in d;i++){v=d['a'+i];a.push(v.indexOf('${SITE_SETTING}')===0?s[v.slice(${n})]:v)}t.replaceWith(f[d.fn].apply(null,a))})})({${table}})</script>`;
}
