import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { WidgetEmbed } from './widget-embed';
import './widget-embed.css';

const data = { type: 'scheduling', id: 'b1', value: { owner: 1 } };

/** The scheduling widget a visitor sees, on a data layer whose `post` the test gives. */
const schedulingWidget = (post: unknown) => (
  <WidgetEmbed
    data={data}
    kind="scheduling"
    dataLayer={{ post } as never}
    signedIn={false}
    title="Rendez-vous"
  />
);

describe('WidgetEmbed (spec 000 §1, §4, §7)', () => {
  it('renders data.html of GetWidgetRendering in a sandboxed frame', async () => {
    const post = vi.fn(async () => ({
      ok: true as const,
      status: 200,
      data: { html: '<p>Prendre rendez-vous</p>' },
    }));
    const screen = await render(schedulingWidget(post));
    const frame = screen.getByTitle('Rendez-vous');
    await expect.element(frame).toBeInTheDocument();
    await expect
      .element(frame)
      .toHaveAttribute(
        'sandbox',
        'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
      );
    expect(post).toHaveBeenCalledWith('/api/widget/GetWidgetRendering', {
      body: { widgetJSON: '{"type":"scheduling","id":"b1","value":{"owner":1}}' },
    });
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('keeps the frame’s room while the rendering loads: nothing below moves when it arrives', async () => {
    let answer: (value: unknown) => void = () => {};
    const post = vi.fn(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const screen = await render(
      <div>
        {schedulingWidget(post)}
        <p>Après le widget</p>
      </div>,
    );
    const widget = screen.container.querySelector<HTMLElement>('.vitrine-widget');
    const after = screen.getByText('Après le widget').element();
    expect(widget?.getAttribute('data-state')).toBe('loading');
    const loadingHeight = widget?.getBoundingClientRect().height;
    const loadingTop = after.getBoundingClientRect().top;
    expect(loadingHeight).toBe(480);
    answer({ ok: true, status: 200, data: { html: '<p>Prendre rendez-vous</p>' } });
    await expect.element(screen.getByTitle('Rendez-vous')).toBeInTheDocument();
    expect(widget?.getAttribute('data-state')).toBe('ready');
    expect(widget?.getBoundingClientRect().height).toBe(loadingHeight);
    expect(after.getBoundingClientRect().top).toBe(loadingTop);
  });

  it('shows the preview-only alert to a signed-in owner on the reservation widget, without calling the service', async () => {
    const post = vi.fn();
    const screen = await render(
      <WidgetEmbed data={data} kind="table-booking-1" dataLayer={{ post } as never} signedIn />,
    );
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Aperçu uniquement');
    await expect
      .element(alert)
      .toHaveTextContent(
        'Veuillez vous déconnecter de votre compte pour utiliser le bloc OpenTable.',
      );
    expect(post).not.toHaveBeenCalled();
  });

  it('reports a failed rendering and keeps the placeholder', async () => {
    const report = vi.fn();
    const post = vi.fn(async () => ({
      ok: false as const,
      error: { code: 'connection', message: 'Connexion impossible' },
    }));
    const screen = await render(
      <WidgetEmbed
        data={data}
        kind="scheduling"
        dataLayer={{ post } as never}
        signedIn={false}
        report={report}
      />,
    );
    await expect
      .poll(() => screen.container.querySelector('.vitrine-widget')?.getAttribute('data-state'))
      .toBe('failed');
    expect(report).toHaveBeenCalledWith(
      { code: 'connection', message: 'Connexion impossible' },
      { kind: 'scheduling', phase: 'widget' },
    );
  });

  it('logs and reports an unparseable audio-streaming URL, shows nothing and calls nothing (spec 000 §8)', async () => {
    const report = vi.fn();
    const post = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await render(
      <WidgetEmbed
        data={{ type: 'audio-streaming-embed', id: 'emission', value: { url: 'pas une adresse' } }}
        kind="audio-streaming-embed"
        dataLayer={{ post } as never}
        signedIn={false}
        report={report}
      />,
    );
    await expect
      .poll(() => screen.container.querySelector('.vitrine-widget')?.getAttribute('data-state'))
      .toBe('failed');
    expect(screen.container.textContent).toBe('');
    expect(post).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(
      '[vitrine/runtime] widget "emission": Unparseable audio-streaming URL: "pas une adresse"',
    );
    expect(report).toHaveBeenCalledWith(expect.any(Error), {
      kind: 'audio-streaming-embed',
      phase: 'widget',
    });
    consoleError.mockRestore();
  });

  it('renders an audio-streaming embed whose URL parses', async () => {
    const post = vi.fn(async () => ({
      ok: true as const,
      status: 200,
      data: { html: '<p>À écouter</p>' },
    }));
    const screen = await render(
      <WidgetEmbed
        data={{
          type: 'audio-streaming-embed',
          id: 'emission',
          value: { url: 'https://radio.exemple.fr/terre' },
        }}
        kind="audio-streaming-embed"
        dataLayer={{ post } as never}
        signedIn={false}
        title="Notre émission"
      />,
    );
    await expect.element(screen.getByTitle('Notre émission')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });
});
