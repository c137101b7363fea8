// One seeded conversation whose messages and contact are attacks on whoever renders them:
// script tags, javascript: and data: links, event handlers, SVG, remote images (HTML and
// Markdown), frames, style beacons and a spreadsheet formula. The transcript screen and
// its XSS spec use it to prove that untrusted text stays inert. Beacons point at
// `beacon.invalid`, a name that never resolves, so a leak is a failed request, not a real one.
import type { Contact } from '../../src/api/contract'

/** A phrase only this conversation contains, to find it with the list's search. */
export const HOSTILE_MARKER = 'Security test conversation'

/** The beacons' host; any request to it means something was loaded that should not have been. */
export const HOSTILE_HOST = 'beacon.invalid'

/** Visitor and agent alternate, the visitor first. */
export const HOSTILE_TEXTS: readonly string[] = [
  `${HOSTILE_MARKER}: <script>alert('xss-1')</script> hello <img src="https://${HOSTILE_HOST}/visitor.png" onerror="alert('xss-2')">`,
  [
    "Here are some links: [click me](javascript:alert('xss-3')), [encoded](&#106;avascript:alert('xss-4')),",
    '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==), [vb](vbscript:msgbox(1))',
    'and a [safe one](https://help.example.com/security).',
    '',
    `![tracking pixel](https://${HOSTILE_HOST}/pixel.gif)`,
    '',
    `<svg onload="alert('xss-5')"><image href="https://${HOSTILE_HOST}/svg.png"/></svg>`,
  ].join('\n'),
  `<a href="javascript:alert('xss-6')" onclick="alert('xss-7')">free credits</a> <iframe src="https://${HOSTILE_HOST}/frame"></iframe>`,
  [
    `<div onmouseover="alert('xss-8')" style="background:url(https://${HOSTILE_HOST}/css.png)">hover me</div>`,
    '',
    "<javascript:alert('xss-9')>",
    '',
    'A [reference link][evil] and a ![reference image][pixel].',
    '',
    "[evil]: javascript:alert('xss-10')",
    `[pixel]: https://${HOSTILE_HOST}/ref.gif`,
  ].join('\n'),
  `=HYPERLINK("https://${HOSTILE_HOST}/csv","click") and ![visitor image](https://${HOSTILE_HOST}/visitor-md.png)`,
  [
    `<object data="https://${HOSTILE_HOST}/object.swf"></object><embed src="https://${HOSTILE_HOST}/embed">`,
    `<link rel="stylesheet" href="https://${HOSTILE_HOST}/style.css"><meta http-equiv="refresh" content="0;url=https://${HOSTILE_HOST}/">`,
    '',
    '[mail us](mailto:security@example.com) · <https://help.example.com/autolink> · [JaVaScRiPt:alert(11)](JaVaScRiPt:alert(11))',
  ].join('\n'),
]

export const HOSTILE_CONTACT: Contact = {
  name: `<img src="https://${HOSTILE_HOST}/contact.png" onerror="alert('xss-12')">Mallory`,
  // A script URL on purpose: the screen must never turn it into a link.
  email: `javascript:alert('xss-13')//@example.com`,
  phone: '=1+2',
}
