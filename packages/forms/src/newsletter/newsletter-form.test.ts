import { describe, expect, it } from 'vitest';
import { newsletterFormDefinition, newsletterLayout } from './newsletter-form';

const labels = { email: 'Adresse e-mail', name: 'Votre nom' };

describe('newsletterFormDefinition', () => {
  it('is a form of one required e-mail field with the block’s settings', () => {
    const result = newsletterFormDefinition(
      {
        id: 'newsletter-1',
        title: 'Lettre d’information',
        description: 'Une fois par mois.',
        emailPlaceholder: 'nom@exemple.fr',
        submitButtonText: 'Je m’inscris',
        captcha: true,
      },
      labels,
    );
    expect(result.title).toBe('Lettre d’information');
    expect(result.description).toBe('Une fois par mois.');
    expect(result.warnings).toEqual([]);
    expect(result.definition).toMatchObject({
      id: 'newsletter-1',
      submitButtonText: 'Je m’inscris',
      captcha: true,
      fields: [
        {
          id: 'email',
          type: 'email',
          title: 'Adresse e-mail',
          placeholder: 'nom@exemple.fr',
          required: true,
        },
      ],
    });
  });

  it('asks for the name first when showName is set', () => {
    const { definition } = newsletterFormDefinition({ id: 'n', showName: true }, labels);
    expect(definition.fields.map((field) => [field.id, field.type])).toEqual([
      ['name', 'name'],
      ['email', 'email'],
    ]);
  });

  it('never throws on bad data, warning about the missing id', () => {
    const result = newsletterFormDefinition('nope', labels);
    expect(result.definition.fields).toHaveLength(1);
    expect(result.title).toBe('');
    expect(result.warnings).toEqual(['The form definition has no id: formId is sent empty.']);
  });
});

describe('newsletterLayout (spec 000 §9: newsletter small container under 320 px)', () => {
  it.each([
    [200, 'small'],
    [319, 'small'],
    [320, 'regular'],
    [600, 'regular'],
  ] as const)('%d px is %s', (width, layout) => {
    expect(newsletterLayout(width)).toBe(layout);
  });
});
