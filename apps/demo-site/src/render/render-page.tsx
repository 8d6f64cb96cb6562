import { randomBytes } from 'node:crypto';
import { consentPolicyFromSettings, isCookieBannerDue } from '@vitrine/consent/policy';
import { normalizeCookieBannerSettings } from '@vitrine/consent/settings';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import type { PostedState } from '@vitrine/forms/core';
import { renderToString } from 'react-dom/server';
import { FORM_POST_FIELDS, formPostAction } from '../blocks/form-post';
import {
  EMPTY_PAGE_ENVIRONMENT,
  type PageEnvironment,
  withPageEnvironment,
} from '../blocks/page-environment';
import { SERVER_BLOCKS } from '../blocks/server-blocks';
import { CookieBannerIsland } from '../client/cookie-banner-island';
import type { PageBlock, SitePage } from '../content/model';
import { PAGES } from '../content/pages';
import type { Visitor } from '../content/site';
import { parseRichTextOnServer } from './server-rich-text';
import { type ClientAssets, SiteDocument } from './site-document';

export interface RenderedBlock {
  readonly kind: string;
  readonly heading?: string;
  /** The `data-block-json` attribute's text. */
  readonly json: string;
  /** The block's server HTML (what the block component renders). */
  readonly html: string;
  /** React's `identifierPrefix` for the block, written as `data-id-prefix` for its hydration. */
  readonly idPrefix?: string;
  /** The id of the block's section, when the page links to it (a form's HTML post). */
  readonly anchor?: string;
}

/**
 * Renders one block with the same component the page script hydrates, inside the page's
 * environment (the browser gives each island the same). A block whose data its decoder refuses
 * renders no markup (and is reported here); the page goes on.
 */
export function renderBlock(
  block: PageBlock,
  report: (message: string) => void,
  environment: PageEnvironment = EMPTY_PAGE_ENVIRONMENT,
  /** The block's own `useId` prefix: each block is a root, and roots would share ids. */
  idPrefix?: string,
): RenderedBlock {
  const module = SERVER_BLOCKS[block.kind];
  const json = block.corruptJson ?? JSON.stringify(block.data);
  const decoded = module.decode(block.data);
  if (!decoded.ok) {
    report(`Block ${block.kind} not rendered: ${decoded.error.message}`);
    return {
      kind: block.kind,
      json,
      html: '',
      ...(block.heading ? { heading: block.heading } : {}),
    };
  }
  const { Component } = module;
  let html = '';
  try {
    html = renderToString(
      withPageEnvironment(
        environment,
        <Component
          data={decoded.value}
          kind={block.kind}
          element={undefined as unknown as HTMLElement}
        />,
      ),
      idPrefix ? { identifierPrefix: idPrefix } : undefined,
    );
  } catch (error) {
    report(`Block ${block.kind} failed to render: ${String(error)}`);
  }
  return {
    kind: block.kind,
    json,
    html,
    ...(idPrefix ? { idPrefix } : {}),
    ...(block.heading ? { heading: block.heading } : {}),
  };
}

export interface RenderPageOptions {
  readonly page: SitePage;
  readonly context: PageContext;
  readonly visitor: Visitor | null;
  readonly search: string;
  readonly assets: ClientAssets;
  readonly cart: { readonly items: number; readonly subtotal: string };
  /** What the request says of the visitor's cookie choice, for the server-rendered banner. */
  readonly consent?: {
    /** The `vitrine_cookie_choice` cookie's value, decoded. */
    readonly choiceCookie: string | undefined;
    /** The request's `Sec-GPC: 1` header. */
    readonly globalPrivacyControl: boolean;
  };
  readonly report?: (message: string) => void;
  /** The visitor's crumb, sent with the HTML post of the page's forms (a hidden field). */
  readonly crumb?: string;
  /** The page's own path and query: the HTML post of its forms goes back to it. */
  readonly path?: string;
  /** What the server answered the HTML post of one of the page's forms. */
  readonly formPost?: { readonly formId: string; readonly state: PostedState };
}

const FORM_KINDS = new Set(['form', 'newsletter']);

/**
 * A form or newsletter block as a real HTML form (see blocks/form-post.ts): its data gains the
 * post to this page with the form's id and a fresh token, and what the server answered a post
 * of this form, if it was one.
 */
function withHtmlPost(
  block: PageBlock,
  options: RenderPageOptions,
): PageBlock & { anchor?: string } {
  const data = block.data as { readonly id?: unknown } | null;
  if (!FORM_KINDS.has(block.kind) || block.corruptJson || typeof data?.id !== 'string')
    return block;
  const id = data.id;
  const htmlPost = {
    action: formPostAction(options.path ?? options.page.path, id),
    fields: {
      [FORM_POST_FIELDS.form]: id,
      [FORM_POST_FIELDS.token]: randomBytes(18).toString('base64url'),
      ...(options.crumb ? { crumb: options.crumb } : {}),
    },
  };
  const posted = options.formPost?.formId === id ? options.formPost.state : undefined;
  return { ...block, anchor: id, data: { ...data, htmlPost, ...(posted ? { posted } : {}) } };
}

/**
 * The cookie banner's HTML when the request holds no choice and the site shows a banner (the
 * same rule as the browser's consent store), else undefined: the banner is then part of the
 * first paint, and the page script hydrates it.
 */
export function renderCookieBanner(
  cookieSettings: PageContext['cookieSettings'],
  consent: NonNullable<RenderPageOptions['consent']>,
  crumb?: string,
): string | undefined {
  const config = normalizeCookieBannerSettings(cookieSettings);
  if (
    !isCookieBannerDue(
      consentPolicyFromSettings(config),
      consent.choiceCookie,
      consent.globalPrivacyControl,
    )
  ) {
    return undefined;
  }
  const notice = parseRichTextOnServer(config.cookieBannerText);
  return renderToString(
    <CookieBannerIsland
      settings={cookieSettings}
      serverShown
      notice={notice}
      choiceFields={crumb ? { crumb } : {}}
    />,
  );
}

/** The whole page as HTML: the document shell with each block rendered as an island. */
export function renderPage(options: RenderPageOptions): string {
  const report = options.report ?? ((message: string) => console.warn(message));
  const environment: PageEnvironment = {
    context: options.context,
    visitor: options.visitor,
    search: options.search,
  };
  const lockedOut = options.page.locked === true && options.visitor === null;
  const blocks = (lockedOut ? lockScreenBlocks(options.page) : options.page.blocks).map(
    (block, index) => {
      const withPost = withHtmlPost(block, options);
      const rendered = renderBlock(withPost, report, environment, `b${index}-`);
      return 'anchor' in withPost && withPost.anchor
        ? { ...rendered, anchor: withPost.anchor }
        : rendered;
    },
  );
  const nav = PAGES.filter((page) => page.nav).map((page) => ({
    href: page.path,
    label: page.nav as string,
  }));
  return `<!doctype html>${renderToString(
    <SiteDocument
      page={options.page}
      context={options.context}
      visitor={options.visitor}
      blocks={blocks}
      nav={nav}
      assets={options.assets}
      cart={options.cart}
      lockedOut={lockedOut}
      cookieBanner={
        options.consent &&
        renderCookieBanner(options.context.cookieSettings, options.consent, options.crumb)
      }
    />,
  )}`;
}

/** Spec 000 §6: a locked page shows a lock screen with the login form to a visitor. */
function lockScreenBlocks(page: SitePage): PageBlock[] {
  return [
    {
      kind: 'member-area',
      data: {
        title: 'Page réservée aux membres',
        intro: `« ${page.title} » est réservée aux membres du site. Connectez-vous pour y accéder.`,
      },
    },
  ];
}
