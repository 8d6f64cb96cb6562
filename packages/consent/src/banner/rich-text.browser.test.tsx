import { describe, expect, it } from 'vitest';
import { parseRichText, richTextToPlainText } from './rich-text';

describe('parseRichText', () => {
  it('keeps paragraphs, line breaks, emphasis and links', () => {
    expect(
      parseRichText('<p>Un <em>cookie</em><br><a href="https://exemple.fr/cookies">lien</a></p>'),
    ).toEqual([
      {
        tag: 'p',
        children: [
          'Un ',
          { tag: 'em', children: ['cookie'] },
          { tag: 'br', children: [] },
          { tag: 'a', href: 'https://exemple.fr/cookies', children: ['lien'] },
        ],
      },
    ]);
  });

  it('unwraps other elements and keeps their text', () => {
    expect(parseRichText('<div><h2>Titre</h2><p>Texte</p></div>')).toEqual([
      'Titre',
      { tag: 'p', children: ['Texte'] },
    ]);
  });

  it('drops scripts, styles and embedded content with what they hold', () => {
    expect(
      parseRichText('A<script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>B'),
    ).toEqual(['A', 'B']);
  });

  it.each([
    ['javascript:alert(1)', undefined],
    [' JavaScript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['vbscript:x', undefined],
    ['/confidentialite', '/confidentialite'],
    ['confidentialite#cookies', 'confidentialite#cookies'],
    ['#cookies', '#cookies'],
    ['?a=b:c', '?a=b:c'],
    ['https://exemple.fr', 'https://exemple.fr'],
    ['mailto:dpo@exemple.fr', 'mailto:dpo@exemple.fr'],
    ['tel:+33100000000', 'tel:+33100000000'],
  ])('keeps the href %j only when safe', (href, kept) => {
    const [link] = parseRichText(`<a href="${href}" onclick="x()">lien</a>`);
    expect(link).toEqual({ tag: 'a', ...(kept ? { href: kept } : {}), children: ['lien'] });
  });
});

describe('richTextToPlainText', () => {
  it('reads blocks and line breaks as spaces', () => {
    expect(richTextToPlainText(parseRichText('<p>Un</p><p>deux<br>trois  quatre</p>'))).toBe(
      'Un deux trois quatre',
    );
  });
});
