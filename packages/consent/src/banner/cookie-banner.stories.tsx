import type { Meta, StoryObj } from '@storybook/react-vite';
import { deleteCookie } from '@vitrine/core-data/cookies';
import type {
  CookieBannerAcceptType,
  CookieBannerCtaVariant,
  CookieBannerPosition,
  CookieBannerTheme,
  CookieBannerVariant,
} from '@vitrine/core-data/enums';
import { TranslatorProvider } from '@vitrine/ui/translator';
import { type CSSProperties, useEffect, useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { CONSENT_CHOICE_COOKIE } from '../store/choice-cookie';
import { dispatchCookieBannerEvent } from '../store/cookie-banner-events';
import { createConsentStore } from '../store/create-consent-store';
import { CookieBanner } from './cookie-banner';

/** Every cookie banner setting of spec 000 §3, as the server sends them. */
interface CookieBannerSettingsArgs {
  cookieBannerVariant: CookieBannerVariant;
  cookieBannerPosition: CookieBannerPosition;
  cookieBannerTheme: CookieBannerTheme;
  cookieBannerCtaVariant: CookieBannerCtaVariant;
  cookieBannerAcceptType: CookieBannerAcceptType;
  cookieBannerText: string;
  cookieBannerCtaText: string;
  cookieBannerOptOutCtaText: string;
  isCookieBannerEnabled: boolean;
  isRestrictiveCookiePolicyEnabled: boolean;
  isVisitorDataRestricted: boolean;
  isRestrictiveCookiePolicyAbsolute: boolean;
}

// A page of its own: `transform` makes it the box the fixed banner is placed in.
const PAGE: CSSProperties = {
  position: 'relative',
  transform: 'translateZ(0)',
  overflow: 'hidden',
  minHeight: 320,
  padding: 16,
  border: '1px solid #8a8a93',
  background: '#f4f4f5',
  color: '#18181b',
  fontFamily: 'system-ui, sans-serif',
};

/** A page showing the banner with its own store, the visitor’s earlier choice forgotten. */
function CookieBannerPreview(settings: CookieBannerSettingsArgs) {
  const store = useMemo(() => {
    deleteCookie(CONSENT_CHOICE_COOKIE);
    return createConsentStore({ globalPrivacyControl: () => false });
  }, []);
  useEffect(() => () => store.destroy(), [store]);
  return (
    <div style={PAGE}>
      <p style={{ margin: '0 0 12px' }}>Contenu de la page, sous la bannière.</p>
      <button type="button" onClick={() => dispatchCookieBannerEvent('force')}>
        Paramètres des cookies
      </button>
      <CookieBanner settings={settings} store={store} />
    </div>
  );
}

const meta = {
  title: 'Consentement/Bandeau cookies',
  parameters: {
    docs: {
      description: {
        component:
          'Le bandeau de consentement aux cookies (spec 000 §3 à 5) avec chacun de ses réglages : barre ou fenêtre, position, thème, appel à l’action, acceptation seule ou acceptation et refus. Le choix du visiteur est oublié à chaque affichage.',
      },
    },
  },
  component: CookieBannerPreview,
  args: {
    cookieBannerVariant: 'BAR',
    cookieBannerPosition: 'BOTTOM',
    cookieBannerTheme: 'DARK',
    cookieBannerCtaVariant: 'BUTTON',
    cookieBannerAcceptType: 'OPT_IN',
    cookieBannerText: '',
    cookieBannerCtaText: '',
    cookieBannerOptOutCtaText: '',
    isCookieBannerEnabled: true,
    isRestrictiveCookiePolicyEnabled: true,
    isVisitorDataRestricted: false,
    isRestrictiveCookiePolicyAbsolute: false,
  },
  argTypes: {
    cookieBannerVariant: {
      name: 'Variante',
      description: 'Barre sur toute la largeur (BAR) ou fenêtre dans un coin (POPUP).',
      control: 'inline-radio',
      options: ['BAR', 'POPUP'],
    },
    cookieBannerPosition: {
      name: 'Position',
      description: 'Barre : TOP, BOTTOM. Fenêtre : les quatre coins.',
      control: 'select',
      options: ['TOP', 'BOTTOM', 'TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'],
    },
    cookieBannerTheme: {
      name: 'Thème',
      description: 'Bandeau clair (LIGHT) ou sombre (DARK).',
      control: 'inline-radio',
      options: ['LIGHT', 'DARK'],
    },
    cookieBannerCtaVariant: {
      name: 'Appel à l’action',
      description: 'Boutons en lien texte (TEXT), en bouton (BUTTON) ou en icône (ICON).',
      control: 'inline-radio',
      options: ['TEXT', 'BUTTON', 'ICON'],
    },
    cookieBannerAcceptType: {
      name: 'Type d’acceptation',
      description: 'Accepter seulement (OPT_IN), ou accepter et refuser (OPT_IN_AND_OUT).',
      control: 'inline-radio',
      options: ['OPT_IN', 'OPT_IN_AND_OUT'],
    },
    cookieBannerText: {
      name: 'Texte (HTML)',
      description: 'Vide : l’avis par défaut du catalogue.',
      control: 'text',
    },
    cookieBannerCtaText: {
      name: 'Texte du bouton Accepter',
      description: 'Vide : « Accepter » du catalogue.',
      control: 'text',
    },
    cookieBannerOptOutCtaText: {
      name: 'Texte du bouton Refuser',
      description: 'Vide : « Refuser » du catalogue (acceptation OPT_IN_AND_OUT seulement).',
      control: 'text',
    },
    isCookieBannerEnabled: {
      name: 'Bandeau activé',
      description: 'Désactivé, le bandeau n’est jamais affiché.',
      control: 'boolean',
    },
    isRestrictiveCookiePolicyEnabled: {
      name: 'Politique restrictive',
      description: 'Aucun cookie non essentiel avant que le visiteur accepte.',
      control: 'boolean',
    },
    isVisitorDataRestricted: {
      name: 'Données visiteurs restreintes',
      description: 'Le site restreint les données de ses visiteurs (spec 000 §3).',
      control: 'boolean',
    },
    isRestrictiveCookiePolicyAbsolute: {
      name: 'Politique restrictive absolue',
      description: 'La politique restrictive s’applique même sans bandeau.',
      control: 'boolean',
    },
  },
} satisfies Meta<typeof CookieBannerPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BarreEnBas: Story = { name: 'Barre en bas' };

export const BarreEnHaut: Story = {
  name: 'Barre en haut',
  args: { cookieBannerPosition: 'TOP' },
};

export const FenetreEnHautAGauche: Story = {
  name: 'Fenêtre en haut à gauche',
  args: { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_LEFT' },
};

export const FenetreEnHautADroite: Story = {
  name: 'Fenêtre en haut à droite',
  args: { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_RIGHT' },
};

export const FenetreEnBasAGauche: Story = {
  name: 'Fenêtre en bas à gauche',
  args: { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_LEFT' },
};

export const FenetreEnBasADroite: Story = {
  name: 'Fenêtre en bas à droite',
  args: { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_RIGHT' },
};

export const ThemeClair: Story = {
  name: 'Thème clair',
  args: { cookieBannerTheme: 'LIGHT' },
};

export const ThemeSombre: Story = {
  name: 'Thème sombre',
  args: { cookieBannerTheme: 'DARK' },
};

export const AppelTexte: Story = {
  name: 'Appel à l’action : texte',
  args: { cookieBannerCtaVariant: 'TEXT' },
};

export const AppelBouton: Story = {
  name: 'Appel à l’action : bouton',
  args: { cookieBannerCtaVariant: 'BUTTON' },
};

export const AppelIcone: Story = {
  name: 'Appel à l’action : icône',
  args: { cookieBannerCtaVariant: 'ICON' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Accepter les cookies' })).toBeVisible();
  },
};

export const AccepterEtRefuser: Story = {
  name: 'Accepter et refuser',
  args: { cookieBannerAcceptType: 'OPT_IN_AND_OUT', isRestrictiveCookiePolicyEnabled: false },
};

export const TexteDuSite: Story = {
  name: 'Texte du site avec lien',
  args: {
    cookieBannerText:
      '<p>Nous utilisons des cookies pour mesurer l’audience. <a href="#confidentialite">Politique de confidentialité</a></p>',
    cookieBannerCtaText: 'J’accepte',
    cookieBannerOptOutCtaText: 'Non merci',
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  },
};

export const TexteVide: Story = {
  name: 'Texte vide : avis par défaut',
  args: { cookieBannerText: '<p></p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Ce site utilise des cookies pour vous offrir la meilleure expérience de navigation possible.',
      ),
    ).toBeVisible();
  },
};

export const ChoixAuClavier: Story = {
  name: 'Choix au clavier, puis réaffichage',
  args: { cookieBannerAcceptType: 'OPT_IN_AND_OUT' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const settingsButton = await canvas.findByRole('button', { name: 'Paramètres des cookies' });
    // The banner first: the Tab below goes from the page into it.
    const refuse = await canvas.findByRole('button', { name: 'Refuser' });
    settingsButton.focus();
    await userEvent.tab();
    await expect(refuse).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accepter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    await waitFor(() => expect(settingsButton).toHaveFocus());

    await userEvent.click(settingsButton);
    const banner = await canvas.findByRole('region', { name: 'Consentement aux cookies' });
    await expect(banner).toHaveFocus();
  },
};

export const BandeauDesactive: Story = {
  name: 'Bandeau désactivé',
  args: { isCookieBannerEnabled: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Contenu de la page, sous la bannière.');
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

const POSITIONS: [CookieBannerVariant, CookieBannerPosition, string][] = [
  ['BAR', 'TOP', 'barre en haut'],
  ['BAR', 'BOTTOM', 'barre en bas'],
  ['POPUP', 'TOP_LEFT', 'fenêtre en haut à gauche'],
  ['POPUP', 'TOP_RIGHT', 'fenêtre en haut à droite'],
  ['POPUP', 'BOTTOM_LEFT', 'fenêtre en bas à gauche'],
  ['POPUP', 'BOTTOM_RIGHT', 'fenêtre en bas à droite'],
];
const THEMES: [CookieBannerTheme, string][] = [
  ['LIGHT', 'thème clair'],
  ['DARK', 'thème sombre'],
];
const CTAS: [CookieBannerCtaVariant, string][] = [
  ['TEXT', 'texte'],
  ['BUTTON', 'bouton'],
  ['ICON', 'icône'],
];

/** One cell of the matrix; its banner gets a name of its own, as landmarks must. */
function MatrixCell({
  caption,
  ...settings
}: Partial<CookieBannerSettingsArgs> & { caption: string }) {
  const overrides = useMemo(
    () => ({ 'consent.banner': `Consentement aux cookies (${caption})` }),
    [caption],
  );
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ marginBottom: 4 }}>{caption}</figcaption>
      <TranslatorProvider overrides={overrides}>
        <CookieBannerPreview {...meta.args} {...settings} />
      </TranslatorProvider>
    </figure>
  );
}

const GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(460px, 1fr))',
  gap: 16,
  marginBottom: 32,
};

export const Matrice: Story = {
  name: 'Matrice',
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <div style={{ padding: 16 }}>
      <h2>Positions et thèmes</h2>
      <div style={GRID}>
        {POSITIONS.flatMap(([variant, position, where]) =>
          THEMES.map(([theme, themeName]) => (
            <MatrixCell
              key={`${position}-${theme}`}
              caption={`${where}, ${themeName}`}
              cookieBannerVariant={variant}
              cookieBannerPosition={position}
              cookieBannerTheme={theme}
              cookieBannerAcceptType="OPT_IN_AND_OUT"
            />
          )),
        )}
      </div>
      <h2>Appels à l’action</h2>
      <div style={GRID}>
        {CTAS.flatMap(([cta, ctaName]) =>
          THEMES.map(([theme, themeName]) => (
            <MatrixCell
              key={`${cta}-${theme}`}
              caption={`appel ${ctaName}, ${themeName}`}
              cookieBannerCtaVariant={cta}
              cookieBannerTheme={theme}
              cookieBannerAcceptType="OPT_IN_AND_OUT"
            />
          )),
        )}
      </div>
    </div>
  ),
};
