import { describe, expect, it } from 'vitest';
import { parseRichTextOnServer } from './server-rich-text';

describe('parseRichTextOnServer (the banner notice, parsed as the browser parses it)', () => {
  it('keeps paragraphs, emphasis and safe links', () => {
    expect(
      parseRichTextOnServer(
        '<p>Nous utilisons des <strong>cookies</strong>. <a href="/confidentialite">En savoir plus</a></p>',
      ),
    ).toEqual([
      {
        tag: 'p',
        children: [
          'Nous utilisons des ',
          { tag: 'strong', children: ['cookies'] },
          '. ',
          { tag: 'a', href: '/confidentialite', children: ['En savoir plus'] },
        ],
      },
    ]);
  });

  it('drops scripts, handlers and javascript: links; decodes entities', () => {
    expect(
      parseRichTextOnServer(
        '<p onclick="x()">A &amp; B<script>alert(1)</script> <a href="javascript:alert(1)">lien</a></p><img src=x onerror=alert(1)>',
      ),
    ).toEqual([{ tag: 'p', children: ['A & B', ' ', { tag: 'a', children: ['lien'] }] }]);
  });

  it('reads text without markup as one text node, and head elements as nothing', () => {
    expect(parseRichTextOnServer('Texte simple')).toEqual(['Texte simple']);
    expect(parseRichTextOnServer('<title>t</title><p>x</p>')).toEqual([
      { tag: 'p', children: ['x'] },
    ]);
  });
});
