import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import './site-bars.css';
import { AnnouncementBar } from './announcement-bar';
import { LicensedAssetsBar } from './licensed-assets-bar';
import { MobileInfoBar } from './mobile-info-bar';
import { SiteBadge } from './site-badge';
import { shouldShowBadge } from './site-bar-rules';

interface SiteBarsStoryProps {
  signedIn: boolean;
  showAnnouncementBar: boolean;
  announcement: string;
  mobileInfoBarStyle: string;
  isMobile: boolean;
  width: number;
  previewLicensedImageCount: number;
  templateVersion: string;
  badgeType: string;
}

const ITEMS = [
  { kind: 'phone' as const, href: 'tel:+33123456789' },
  { kind: 'email' as const, href: 'mailto:contact@exemple.fr' },
  { kind: 'address' as const, href: 'https://maps.google.com/?q=Paris' },
  { kind: 'hours' as const },
];

/**
 * The site bars of spec 000 §4 together, with flat controls, on a page of their own: its
 * `transform` makes it the box the fixed bars are placed in, and its text shows where the page
 * is when no bar shows.
 */
function SiteBarsStory(props: SiteBarsStoryProps) {
  return (
    <div
      style={{
        position: 'relative',
        transform: 'translateZ(0)',
        minHeight: 160,
        border: '1px solid var(--vitrine-color-neutral-border)',
        background: 'var(--vitrine-color-neutral-surface)',
        color: 'var(--vitrine-color-neutral-text)',
      }}
    >
      <AnnouncementBar signedIn={props.signedIn} showAnnouncementBar={props.showAnnouncementBar}>
        {props.announcement}
      </AnnouncementBar>
      <LicensedAssetsBar previewLicensedImageCount={props.previewLicensedImageCount} />
      <p style={{ margin: 16 }}>Contenu de la page, sous les barres du site.</p>
      <MobileInfoBar
        style={props.mobileInfoBarStyle}
        isMobile={props.isMobile}
        width={props.width}
        items={ITEMS}
      />
      {/* A page has one footer landmark: only where the badge shows (the matrix has one). */}
      {shouldShowBadge(props.templateVersion, props.badgeType) ? (
        <footer>
          <SiteBadge
            templateVersion={props.templateVersion}
            badgeType={props.badgeType}
            href="https://vitrine.example/"
          />
        </footer>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Runtime/Barres du site',
  parameters: {
    docs: {
      description: {
        component:
          'Les barres du site (spec 000 §4) sur une page de démonstration : la barre d’annonce (compte connecté), la barre des images sous licence, la barre d’informations mobile et le badge.',
      },
    },
  },
  component: SiteBarsStory,
  args: {
    signedIn: true,
    showAnnouncementBar: true,
    announcement: 'Soldes d’été : -20 % jusqu’au 31 août.',
    mobileInfoBarStyle: 'barre',
    isMobile: true,
    width: 390,
    previewLicensedImageCount: 0,
    templateVersion: '7.1',
    badgeType: 'none',
  },
  argTypes: {
    signedIn: { control: 'boolean', description: 'Compte connecté' },
    showAnnouncementBar: {
      control: 'boolean',
      description: 'Le site affiche sa barre d’annonce (showAnnouncementBar)',
    },
    announcement: { control: 'text', description: 'Texte de l’annonce' },
    mobileInfoBarStyle: {
      control: 'select',
      options: ['barre', 'icônes', 'none'],
      description: 'Style de la barre mobile',
    },
    isMobile: { control: 'boolean', description: 'Appareil mobile' },
    width: {
      control: { type: 'range', min: 320, max: 1440, step: 1 },
      description: 'Largeur (barre mobile jusqu’à 1024)',
    },
    previewLicensedImageCount: {
      control: { type: 'number', min: 0 },
      description: 'Images sous licence en aperçu',
    },
    templateVersion: {
      control: 'select',
      options: ['7', '7.1', '8'],
      description: 'Version du modèle',
    },
    badgeType: {
      control: 'select',
      options: ['none', 'light', 'dark'],
      description: 'Type de badge (none le masque sur le modèle 7.1)',
    },
  },
} satisfies Meta<typeof SiteBarsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BarreDAnnonce: Story = {
  name: 'Barre d’annonce (compte connecté)',
  args: { isMobile: false, width: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Annonce' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fermer l’annonce' })).toBeVisible();
  },
};

export const BarreDAnnonceFermee: Story = {
  name: 'Barre d’annonce fermée',
  args: { isMobile: false, width: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Fermer l’annonce' }));
    await expect(canvas.queryByRole('region', { name: 'Annonce' })).toBeNull();
    await expect(canvas.getByText('Contenu de la page, sous les barres du site.')).toBeVisible();
  },
};

export const VisiteurAnonyme: Story = {
  name: 'Visiteur anonyme (pas d’annonce)',
  args: { signedIn: false, isMobile: false, width: 1280 },
};

export const BarreMobile: Story = {
  name: 'Barre d’informations mobile',
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('navigation', { name: 'Informations pratiques' }),
    ).toBeVisible();
  },
};

export const BarreMobileTropLarge: Story = {
  name: 'Barre mobile masquée au-delà de 1024 px',
  args: { signedIn: false, width: 1025 },
};

export const ImagesSousLicence: Story = {
  name: 'Images sous licence en aperçu',
  args: { signedIn: false, isMobile: false, previewLicensedImageCount: 3 },
};

export const Badge: Story = {
  name: 'Badge (modèle 7.1, type clair)',
  args: { signedIn: false, isMobile: false, width: 1280, badgeType: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Propulsé par Vitrine' })).toBeVisible();
  },
};

export const BadgeSombre: Story = {
  name: 'Badge sombre',
  args: { signedIn: false, isMobile: false, width: 1280, badgeType: 'dark' },
};

export const BadgeMasque: Story = {
  name: 'Pas de badge (modèle 7.1, type none)',
  args: { signedIn: false, isMobile: false, width: 1280, badgeType: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Contenu de la page, sous les barres du site.');
    await expect(canvas.queryByRole('link', { name: 'Propulsé par Vitrine' })).toBeNull();
  },
};

export const BadgeModele7: Story = {
  name: 'Badge sur le modèle 7, même de type none',
  args: { signedIn: false, isMobile: false, width: 1280, templateVersion: '7', badgeType: 'none' },
};

export const Matrice: Story = {
  name: 'Matrice',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      <div>
        <h3>Connecté, bureau</h3>
        <SiteBarsStory
          {...args}
          signedIn
          isMobile={false}
          width={1280}
          previewLicensedImageCount={0}
        />
      </div>
      <div>
        <h3>Anonyme, images sous licence</h3>
        <SiteBarsStory
          {...args}
          signedIn={false}
          isMobile={false}
          width={1280}
          previewLicensedImageCount={2}
        />
      </div>
      <div style={{ transform: 'translateZ(0)' }}>
        <h3>Anonyme, mobile</h3>
        <SiteBarsStory
          {...args}
          signedIn={false}
          isMobile
          width={390}
          previewLicensedImageCount={0}
        />
      </div>
      <div>
        <h3>Anonyme, badge sombre</h3>
        <SiteBarsStory
          {...args}
          signedIn={false}
          isMobile={false}
          width={1280}
          badgeType="dark"
          previewLicensedImageCount={0}
        />
      </div>
      <div>
        <h3>Anonyme, mobile, style none</h3>
        <SiteBarsStory
          {...args}
          signedIn={false}
          isMobile
          width={390}
          mobileInfoBarStyle="none"
          previewLicensedImageCount={0}
        />
      </div>
    </div>
  ),
};
