import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
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

/** Stories run as tests with axe: no fade there, so axe never samples a half-faded dialog. */
const inTests = (import.meta as { env?: { MODE?: string } }).env?.MODE === 'test';

const meta = {
  title: 'UI/Dialogues',
  decorators: [
    (Story) => (
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

export const ConfirmerOuAnnuler: Story = {
  name: 'Confirmer ou annuler',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('alertdialog', { name: 'Supprimer cette page ?' });
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('confirm');
  },
};

export const ConfirmerOuRefuser: Story = {
  name: 'Confirmer ou refuser',
  args: {
    style: 'confirm-or-reject',
    title: 'Accepter les cookies ?',
    message: 'Ils mesurent l’audience du site.',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('reject');
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

export const SansBoutons: Story = {
  name: 'Sans boutons',
  args: {
    style: 'no-buttons',
    title: 'Enregistrement…',
    message: 'Échap ou un clic sur le voile annule.',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onAnswer).toHaveBeenCalledWith('cancel');
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
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

export const Information: Story = {
  name: 'Information (masquée après 2000 ms)',
  args: { title: 'Modifications enregistrées', message: 'Ce message se ferme tout seul.' },
  argTypes: { style: { control: false } },
  render: function Render(args) {
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
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('dialog', { name: 'Modifications enregistrées' });
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('confirm'), { timeout: 3000 });
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
    await userEvent.click(canvas.getByRole('button', { name: 'Demander une confirmation' }));
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
