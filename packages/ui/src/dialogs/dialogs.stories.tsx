import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, type CSSProperties, useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../tokens.css';
import './dialogs.css';
import { AlertDialog } from './alert-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { CONFIRM_STYLES, type DialogAnswer } from './dialog-state';
import { confirm } from './imperative-dialogs';
import { InfoDialog } from './info-dialog';

/** The story's `open` state: follows the `open` control, and the dialog can close itself. */
function useOpenArg(openArg: boolean | undefined) {
  const [open, setOpen] = useState(openArg ?? false);
  useEffect(() => setOpen(openArg ?? false), [openArg]);
  return [open, setOpen] as const;
}

/** A story's box on the docs page: `transform` keeps what it places inside it. */
const DOCS_BOX: CSSProperties = {
  position: 'relative',
  transform: 'translateZ(0)',
  minHeight: 280,
  overflow: 'hidden',
};

/** Stories run as tests with axe: no fade there, so axe never samples a half-faded dialog. */
const inTests = (import.meta as { env?: { MODE?: string } }).env?.MODE === 'test';

const meta = {
  title: 'UI/Dialogues',
  parameters: {
    docs: {
      description: {
        component:
          'Les dialogues de spec 001 §4 : confirmation (confirmer, annuler, refuser), alerte et information (masquée seule après 2000 ms). Échap ou un clic sur le voile annule ; chaque dialogue fermé a aussi son histoire « (fermé) ».',
      },
    },
  },
  decorators: [
    (Story, { args, viewMode }) =>
      viewMode === 'docs' ? (
        // On the docs page each dialog shows in place, in a box of its own: a modal one would
        // sit in the top layer, over the docs page.
        <div style={DOCS_BOX}>
          <Story args={{ ...args, modal: false }} />
        </div>
      ) : (
        <>
          {inTests && <style>{'.vitrine-dialog { transition: none !important; }'}</style>}
          <Story />
        </>
      ),
  ],
  component: ConfirmDialog,
  args: {
    style: 'confirm-or-cancel',
    title: 'Supprimer cette page ?',
    message: 'La page et son contenu seront supprimés définitivement.',
    destroyOnHide: true,
    open: true,
    modal: true,
    onAnswer: fn(),
    onOpenChange: fn(),
    onHidden: fn(),
  },
  argTypes: {
    style: {
      control: 'inline-radio',
      options: CONFIRM_STYLES,
      description: 'Style du dialogue de confirmation (spec 001 §4)',
    },
    title: { control: 'text', description: 'Titre' },
    message: { control: 'text', description: 'Message' },
    destroyOnHide: {
      control: 'boolean',
      description: 'Retiré de la page une fois masqué (oui par défaut)',
    },
    open: { control: 'boolean', description: 'Affiché' },
    modal: { control: 'boolean', description: 'Modal, avec un voile sur la page' },
    confirmLabel: { control: 'text', description: 'Libellé du bouton Confirmer' },
    cancelLabel: { control: 'text', description: 'Libellé du bouton Annuler' },
    rejectLabel: { control: 'text', description: 'Libellé du bouton Refuser' },
    defaultOpen: {
      control: false,
      description: 'Affiché au départ (non contrôlé) ; non par défaut',
    },
    className: { control: false, description: 'Classe CSS ajoutée au dialogue' },
    onAnswer: {
      control: false,
      description: 'Reçoit la réponse : confirm, reject ou cancel (Échap, clic sur le voile)',
    },
    onOpenChange: {
      control: false,
      description: 'Appelé quand le dialogue s’affiche ou se masque',
    },
    onHidden: {
      control: false,
      description: 'Appelé une fois l’animation de fermeture finie (600 ms au plus)',
    },
  },
  render: function Render(args) {
    const [open, setOpen] = useOpenArg(args.open);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Ouvrir le dialogue
        </button>
        <ConfirmDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog's trigger is back and the dialog is gone: what a closed story shows. */
async function expectClosed(canvasElement: HTMLElement, trigger: string) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
  await expect(canvas.getByRole('button', { name: trigger })).toBeVisible();
}

export const ConfirmerOuAnnuler: Story = {
  name: 'Confirmer ou annuler',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('alertdialog', { name: 'Supprimer cette page ?' });
    const cancel = within(dialog).getByRole('button', { name: 'Annuler' });
    await waitFor(() => expect(cancel).toHaveFocus());
    // It fades in: visible once the fade is over.
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 3000 });
    await expect(within(dialog).getByRole('button', { name: 'Confirmer' })).toBeVisible();
  },
};

export const ConfirmerOuAnnulerConfirme: Story = {
  name: 'Confirmer ou annuler : confirmé (fermé)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('alertdialog', { name: 'Supprimer cette page ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('confirm');
    await expectClosed(canvasElement, 'Ouvrir le dialogue');
  },
};

const confirmOrReject = {
  style: 'confirm-or-reject',
  title: 'Accepter les cookies ?',
  message: 'Ils mesurent l’audience du site.',
} as const;

export const ConfirmerOuRefuser: Story = {
  name: 'Confirmer ou refuser',
  args: confirmOrReject,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', {
      name: 'Accepter les cookies ?',
    });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 3000 });
    await expect(within(dialog).getByRole('button', { name: 'Refuser' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Confirmer' })).toBeVisible();
  },
};

export const ConfirmerOuRefuserRefuse: Story = {
  name: 'Confirmer ou refuser : refusé (fermé)',
  args: confirmOrReject,
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('reject');
    await expectClosed(canvasElement, 'Ouvrir le dialogue');
  },
};

export const ConfirmerSeulement: Story = {
  name: 'Confirmer seulement',
  args: {
    style: 'confirm-only',
    title: 'Commande envoyée',
    message: 'Vous recevrez un e-mail de confirmation.',
  },
};

const noButtons = {
  style: 'no-buttons',
  title: 'Enregistrement…',
  message: 'Échap ou un clic sur le voile annule.',
} as const;

export const SansBoutons: Story = {
  name: 'Sans boutons',
  args: noButtons,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(within(dialog).queryByRole('button')).toBeNull();
  },
};

export const SansBoutonsAnnule: Story = {
  name: 'Sans boutons : annulé par Échap (fermé)',
  args: noButtons,
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onAnswer).toHaveBeenCalledWith('cancel');
    await expectClosed(canvasElement, 'Ouvrir le dialogue');
  },
};

export const Ferme: Story = {
  name: 'Fermé',
  args: { open: false },
};

export const ConserveApresFermeture: Story = {
  name: 'Conservé une fois masqué',
  args: { destroyOnHide: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    // Hidden, still in the page.
    await waitFor(() =>
      expect(canvasElement.querySelector('dialog')).toHaveAttribute('data-state', 'closed'),
    );
    await expect(canvasElement.querySelector('dialog')).not.toBeVisible();
  },
};

export const Alerte: Story = {
  name: 'Alerte',
  args: { title: 'Aperçu uniquement', message: 'Déconnectez-vous pour utiliser ce bloc.' },
  argTypes: { style: { control: false } },
  render: function Render(args) {
    const [open, setOpen] = useOpenArg(args.open);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Afficher l’alerte
        </button>
        <AlertDialog
          title={args.title}
          message={args.message}
          open={open}
          destroyOnHide={args.destroyOnHide}
          modal={args.modal}
          onAnswer={args.onAnswer}
          onOpenChange={setOpen}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
  },
};

/** The information dialog with its trigger, as its two stories show it. */
function InformationStory(args: ComponentProps<typeof ConfirmDialog>) {
  const [open, setOpen] = useOpenArg(args.open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Afficher l’information
      </button>
      <InfoDialog
        title={args.title}
        message={args.message}
        open={open}
        destroyOnHide={args.destroyOnHide}
        modal={args.modal}
        onAnswer={args.onAnswer}
        onOpenChange={setOpen}
      />
    </>
  );
}

const information = {
  title: 'Modifications enregistrées',
  message: 'Ce message se ferme tout seul après 2000 ms.',
};

export const Information: Story = {
  name: 'Information',
  args: information,
  argTypes: { style: { control: false } },
  render: (args) => <InformationStory {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Modifications enregistrées' });
    await expect(dialog).toHaveTextContent('Ce message se ferme tout seul après 2000 ms.');
  },
};

export const InformationMasquee: Story = {
  name: 'Information masquée après 2000 ms (fermé)',
  args: information,
  argTypes: { style: { control: false } },
  render: (args) => <InformationStory {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('dialog', { name: 'Modifications enregistrées' });
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('confirm'), { timeout: 4000 });
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Afficher l’information' })).toBeVisible();
  },
};

export const DialoguesEmpiles: Story = {
  name: 'Dialogues empilés',
  args: { title: 'Premier dialogue', message: 'Il reste ouvert sous le second.' },
  render: function Render(args) {
    const [secondOpen, setSecondOpen] = useState(true);
    return (
      <>
        <ConfirmDialog {...args} open={undefined} defaultOpen />
        <ConfirmDialog
          style="confirm-or-reject"
          title="Second dialogue"
          message="Échap ferme celui-ci seulement."
          modal={args.modal}
          open={secondOpen}
          onOpenChange={setSecondOpen}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = await canvas.findByRole('alertdialog', { name: 'Second dialogue' });
    const first = canvas.getByRole('alertdialog', { name: 'Premier dialogue' });
    await expect(first.style.zIndex).toBe('30000');
    await expect(second.style.zIndex).toBe('30001');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(second).not.toBeInTheDocument());
    await waitFor(() => expect(first).toBeVisible());
  },
};

export const ApiImperative: Story = {
  name: 'API impérative',
  args: { open: false },
  render: function Render(args) {
    const [answer, setAnswer] = useState<DialogAnswer>();
    return (
      <>
        <button
          type="button"
          onClick={async () =>
            setAnswer(
              await confirm({
                title: args.title as string,
                message: args.message as string,
                style: args.style,
              }),
            )
          }
        >
          Demander une confirmation
        </button>
        <p>Réponse : {answer ?? 'aucune'}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Demander une confirmation' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Confirmer' }));
    await expect(await canvas.findByText('Réponse : confirm')).toBeVisible();
  },
};

export const Matrice: Story = {
  name: 'Matrice',
  args: { modal: false },
  render: (args) => (
    <div className="matrice-dialogues">
      <style>{`.matrice-dialogues { display: grid; grid-template-columns: repeat(auto-fill, 350px); gap: 24px; }
.matrice-dialogues .vitrine-dialog { position: static; margin: 0; }`}</style>
      {CONFIRM_STYLES.map((style) => (
        <ConfirmDialog
          key={style}
          {...args}
          style={style}
          title={`Style ${style}`}
          defaultOpen
          open={undefined}
          modal={false}
        />
      ))}
      <AlertDialog title="Alerte" message={args.message} defaultOpen modal={false} />
    </div>
  ),
};
