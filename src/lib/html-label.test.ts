import { fc, test as property } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createLabelSanitizer, INTERNAL_PATH_ATTRIBUTE, LABEL_ATTRIBUTES, LABEL_TAGS } from './html-label';

const ORIGIN = 'https://webtoon.example';
const sanitize = createLabelSanitizer(window, ORIGIN);

/** The attributes a sanitized label may hold: the allowlist, and on links those the sanitizer sets itself. */
const LINK_ATTRIBUTES = new Set<string>([...LABEL_ATTRIBUTES, 'target', 'rel', INTERNAL_PATH_ATTRIBUTE]);

/** Everything a sanitized label holds that spec §5's allowlist does not allow, read back through a fresh parse. */
function violations(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.localName;
    if (!(LABEL_TAGS as readonly string[]).includes(tag)) found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      // DOMPurify empties an `is` it cannot take away (the element was made as a customised built-in): nothing to run.
      if (name === 'is' && value === '') continue;
      const allowed = tag === 'a' ? LINK_ATTRIBUTES.has(name) : (LABEL_ATTRIBUTES as readonly string[]).includes(name);
      if (!allowed) found.push(`${tag}[${name}]`);
      if (name === 'href' && !/^(https?:|mailto:|\/(?!\/)|#)/i.test(value)) found.push(`href=${value}`);
      if (name === 'style' && /url\s*\(|expression|@import|\\/i.test(value)) found.push(`style=${value}`);
    }
  }
  return found;
}

// Classic attack shapes, written for this allowlist (DOMPurify's own fixture file is not part of its package): script
// in every disguise, handlers on allowed and other tags, dangerous URL schemes behind entities, whitespace and case,
// namespace confusion and mutation XSS through svg, math, noscript, template and style, and attribute breakouts.
const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<span onmouseover="alert(1)">x</span>',
  '<div onclick=alert(1) style="color:red">x</div>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x0A;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/">x</a>',
  '<a href="/detail/1" onclick="alert(1)" target="_top" rel="opener">x</a>',
  '<a href="https://evil.example" data-internal-path="javascript:alert(1)">x</a>',
  '<span style="background:url(https://evil.example/track.png)">x</span>',
  '<span style="width: expression(alert(1))">x</span>',
  '<span style="@import \'https://evil.example/x.css\'">x</span>',
  '<span style="background:\\75 rl(x)">x</span>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<style>*{background:url(x)}</style><span>x</span>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//"><a href="/x">x</a>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<!--><img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '"><img src=x onerror=alert(1)>',
  '<div id="root" name="cookie">clobbering</div>',
  '<span is="x" slot="y" class="z" title="t">x</span>',
];

describe('HTML text labels (spec §5)', () => {
  it.each(VECTORS)('%s keeps nothing outside the allowlist', (vector) => {
    const out = sanitize(vector);
    expect(violations(out)).toEqual([]);
    // What is left of a vector may be text ("alert(1)" as words), never code.
    expect(out).not.toMatch(/<script|\son[a-z]+\s*=|href="\s*(javascript|vbscript|data):/i);
  });

  it('keeps the allowed markup as written', () => {
    expect(sanitize('<div><span style="color: red">New</span><br>episode</div>')).toBe(
      '<div><span style="color: red">New</span><br>episode</div>',
    );
  });

  it('routes links to this site inside the app and opens the others in a new tab without opener', () => {
    expect(sanitize('<a href="/detail/3">a</a>')).toBe(
      `<a href="/detail/3" ${INTERNAL_PATH_ATTRIBUTE}="/detail/3">a</a>`,
    );
    expect(sanitize(`<a href="${ORIGIN}/event?x=1#y">b</a>`)).toContain(`${INTERNAL_PATH_ATTRIBUTE}="/event?x=1#y"`);
    const out = sanitize('<a href="https://help.example/faq">c</a>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
    expect(out).not.toContain(INTERNAL_PATH_ATTRIBUTE);
    for (const sneaky of [`${ORIGIN}//evil.example/x`, `${ORIGIN}/\\evil.example/x`]) {
      expect(sanitize(`<a href="${sneaky}">d</a>`)).not.toContain(INTERNAL_PATH_ATTRIBUTE);
    }
  });

  property.prop([fc.array(fc.constantFrom(...VECTORS, '<span>', '</span>', '<a href="/x">', '</a>', 'text', '<br>'))], {
    numRuns: 300,
  })('any mix of those pieces still keeps nothing outside the allowlist', (pieces) => {
    expect(violations(sanitize(pieces.join('')))).toEqual([]);
  });

  property.prop([fc.string({ unit: 'grapheme-ascii', maxLength: 200 })], { numRuns: 300 })(
    'arbitrary text never yields markup outside the allowlist',
    (text) => {
      expect(violations(sanitize(text))).toEqual([]);
    },
  );
});
