import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import './site-bars.css';
import { AnnouncementBar } from './announcement-bar';
import { LicensedAssetsBar } from './licensed-assets-bar';
import { MobileInfoBar } from './mobile-info-bar';

interface SiteBarsStoryProps {
  signedIn: boolean;
  showAnnouncementBar: boolean;
  announcement: string;
  mobileInfoBarStyle: string;
  isMobile: boolean;
  width: number;
  previewLicensedImageCount: number;
}

const ITEMS = [
  { kind: 'phone' as const, href: 'tel:+33123456789' },
  { kind: 'email' as const, href: 'mailto:contact@exemple.fr' },
  { kind: 'address' as const, href: 'https://maps.google.com/?q=Paris' },
  { kind: 'hours' as const },
];

/** The site bars of spec 000 §4 together, with flat controls. */
function SiteBarsStory(props: SiteBarsStoryProps) {
  return (
    <div style={{ position: 'relative', minHeight: 160 }}>
      <AnnouncementBar signedIn={props.signedIn} showAnnouncementBar={props.showAnnouncementBar}>
        {props.announcement}
      </AnnouncementBar>
      <LicensedAssetsBar previewLicensedImageCount={props.previewLicensedImageCount} />
      <MobileInfoBar
        style={props.mobileInfoBarStyle}
        isMobile={props.isMobile}
        width={props.width}
        items={ITEMS}
      />
    </div>
  );
}

const meta = {
  title: 'Runtime/Barres du site',
  component: SiteBarsStory,
  args: {
    signedIn: true,
    showAnnouncementBar: true,
    announcement: 'Soldes d’été : -20 % jusqu’au 31 août.',
    mobileInfoBarStyle: 'barre',
    isMobile: true,
    width: 390,
    previewLicensedImageCount: 0,
  },
  argTypes: {
    signedIn: { control: 'boolean', description: 'Compte connecté' },
    showAnnouncementBar: { control: 'boolean', description: 'showAnnouncementBar' },
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
  },
} satisfies Meta<typeof SiteBarsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BarreDAnnonce: Story = {
  name: 'Barre d’annonce (compte connecté)',
  args: { isMobile: false, width: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Annonce' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer l’annonce' }));
    await expect(canvas.queryByRole('region', { name: 'Annonce' })).toBeNull();
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
    await expect(canvas.getByRole('navigation', { name: 'Informations pratiques' })).toBeVisible();
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
