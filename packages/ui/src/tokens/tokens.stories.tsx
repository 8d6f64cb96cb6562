import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import '../tokens.css';
import { type ColorTheme, TOKENS } from './tokens';

const SECTIONS = ['fontSize', 'color', 'space', 'radius', 'duration', 'shadow', 'easing'] as const;
type Section = (typeof SECTIONS)[number];

const SECTION_TITLES: Record<Section, string> = {
  fontSize: 'Tailles de police (9,75 à 28 px)',
  color: 'Couleurs',
  space: 'Espacements',
  radius: 'Rayons (0, 4, 8 px)',
  duration: 'Durées (0 à 600 ms, par pas de 50)',
  shadow: 'Ombres',
  easing: 'Courbes d’accélération',
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const cssVar = (group: string, name: string | number) =>
  `var(--vitrine-${group}-${kebab(String(name))})`;

interface TokensGalleryProps {
  /** Thème des couleurs. */
  readonly theme: ColorTheme;
  /** Familles de jetons à montrer. */
  readonly sections: readonly Section[];
}

function Row({ name, value, children }: { name: string; value: string; children?: ReactNode }) {
  return (
    <tr>
      <th scope="row" style={{ textAlign: 'left', fontWeight: 400, paddingRight: 16 }}>
        <code>{name}</code>
      </th>
      <td style={{ paddingRight: 16 }}>{value}</td>
      <td style={{ padding: '6px 0' }}>{children}</td>
    </tr>
  );
}

function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', marginBottom: 32 }}>
      <caption
        style={{
          textAlign: 'left',
          fontSize: 'var(--vitrine-font-size-xl)',
          fontWeight: 600,
          marginBottom: 8,
        }}
      >
        {caption}
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left' }}>
            Jeton
          </th>
          <th scope="col" style={{ textAlign: 'left' }}>
            Valeur
          </th>
          <th scope="col" style={{ textAlign: 'left' }}>
            Aperçu
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const box: CSSProperties = {
  width: 48,
  height: 32,
  background: 'var(--vitrine-color-accent-subtle)',
  border: '1px solid var(--vitrine-color-neutral-border)',
};

/** Shows every design token with its CSS custom property and a sample. */
function TokensGallery({ theme, sections }: TokensGalleryProps) {
  const palettes = TOKENS.color[theme];
  const tables: Record<Section, ReactNode> = {
    fontSize: Object.entries(TOKENS.fontSize).map(([name, px]) => (
      <Row key={name} name={`--vitrine-font-size-${name}`} value={`${px} px`}>
        <span style={{ fontSize: cssVar('font-size', name) }}>Portez ce vieux whisky</span>
      </Row>
    )),
    color: Object.entries(palettes).flatMap(([palette, roles]) =>
      Object.entries(roles as Readonly<Record<string, string>>).map(([role, value]) => (
        <Row
          key={`${palette}-${role}`}
          name={`--vitrine-color-${palette}-${kebab(role)}`}
          value={value}
        >
          {role === 'text' || role === 'textMuted' ? (
            <span style={{ color: cssVar(`color-${palette}`, role) }}>Texte d’exemple</span>
          ) : role === 'onSolid' ? (
            <span
              style={{
                color: cssVar(`color-${palette}`, role),
                background: cssVar(`color-${palette}`, 'solid'),
                padding: '4px 8px',
                borderRadius: 4,
              }}
            >
              Texte sur fond plein
            </span>
          ) : (
            <span
              aria-hidden="true"
              style={{
                ...box,
                display: 'inline-block',
                background: cssVar(`color-${palette}`, role),
              }}
            />
          )}
        </Row>
      )),
    ),
    space: Object.entries(TOKENS.space).map(([name, px]) => (
      <Row key={name} name={`--vitrine-space-${name}`} value={`${px} px`}>
        <span
          aria-hidden="true"
          style={{
            display: 'inline-block',
            height: 12,
            width: cssVar('space', name),
            background: 'var(--vitrine-color-accent-solid)',
          }}
        />
      </Row>
    )),
    radius: Object.entries(TOKENS.radius).map(([name, px]) => (
      <Row key={name} name={`--vitrine-radius-${name}`} value={`${px} px`}>
        <span
          aria-hidden="true"
          style={{ ...box, display: 'inline-block', borderRadius: cssVar('radius', name) }}
        />
      </Row>
    )),
    duration: Object.entries(TOKENS.duration).map(([name, ms]) => (
      <Row key={name} name={`--vitrine-duration-${name}`} value={`${ms} ms`}>
        <span
          className="jetons-duree"
          aria-hidden="true"
          style={{ ...box, display: 'inline-block', transitionDuration: cssVar('duration', name) }}
        />
      </Row>
    )),
    shadow: Object.entries(TOKENS.shadow).map(([name, value]) => (
      <Row key={name} name={`--vitrine-shadow-${name}`} value={value}>
        <span
          aria-hidden="true"
          style={{
            ...box,
            display: 'inline-block',
            background: 'var(--vitrine-color-neutral-bg)',
            boxShadow: cssVar('shadow', name),
          }}
        />
      </Row>
    )),
    easing: Object.entries(TOKENS.easing).map(([name, value]) => (
      <Row key={name} name={`--vitrine-easing-${name}`} value={value}>
        <span
          className="jetons-duree"
          aria-hidden="true"
          style={{
            ...box,
            display: 'inline-block',
            transitionDuration: '600ms',
            transitionTimingFunction: cssVar('easing', name),
          }}
        />
      </Row>
    )),
  };

  return (
    <div
      data-theme={theme}
      style={{
        padding: 24,
        background: 'var(--vitrine-color-neutral-bg)',
        color: 'var(--vitrine-color-neutral-text)',
        fontFamily: 'system-ui, sans-serif',
        fontSize: 'var(--vitrine-font-size-base)',
      }}
    >
      <style>{`.jetons-duree { transition-property: transform; } tr:hover .jetons-duree { transform: translateX(120px); }`}</style>
      <p>Survolez une ligne de durée ou de courbe pour voir l’animation.</p>
      {sections.map((section) => (
        <Table key={section} caption={SECTION_TITLES[section]}>
          {tables[section]}
        </Table>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Jetons de design',
  component: TokensGallery,
  args: { theme: 'light', sections: SECTIONS },
  argTypes: {
    theme: {
      control: 'inline-radio',
      options: ['light', 'dark'],
      description: 'Thème des couleurs',
    },
    sections: {
      control: 'check',
      options: SECTIONS,
      description: 'Familles de jetons à montrer',
    },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Tous les jetons de design (spec 001 §3) avec leur propriété CSS et un aperçu : tailles de police, couleurs (thèmes clair et sombre), espacements, rayons, durées, ombres et courbes.',
      },
    },
  },
} satisfies Meta<typeof TokensGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TaillesDePolice: Story = {
  name: 'Tailles de police',
  args: { sections: ['fontSize'] },
};
export const Couleurs: Story = { name: 'Couleurs', args: { sections: ['color'] } };
export const CouleursThemeSombre: Story = {
  name: 'Couleurs, thème sombre',
  args: { sections: ['color'], theme: 'dark' },
};
export const Espacements: Story = { name: 'Espacements', args: { sections: ['space'] } };
export const Rayons: Story = { name: 'Rayons', args: { sections: ['radius'] } };
export const Durees: Story = { name: 'Durées', args: { sections: ['duration'] } };
export const Ombres: Story = { name: 'Ombres', args: { sections: ['shadow'] } };
export const Courbes: Story = { name: 'Courbes d’accélération', args: { sections: ['easing'] } };
export const Matrice: Story = { name: 'Matrice' };
