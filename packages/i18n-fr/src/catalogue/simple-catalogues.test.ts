import { describe, expect, it } from 'vitest';
import { compileMessages } from '../core/compile-messages';
import { formatSimpleMessage } from '../core/format-simple-message';
import { cartSummary } from './cart-summary';
import { commonMotion } from './common';
import { consent } from './consent';
import { dialogs } from './dialogs';
import { gallery } from './gallery';
import { lightbox } from './lightbox';
import { maps } from './maps';
import { runtime } from './runtime';
import { video } from './video';

// The components of these domains translate with the light translator (`useSimpleTranslator`,
// no intl-messageformat), which formats literal text and plain `{name}` arguments only: a plural
// or a select added here would show its key. Every message must format with every argument given.
const SIMPLE = {
  cartSummary,
  commonMotion,
  consent,
  dialogs,
  gallery,
  lightbox,
  maps,
  runtime,
  video,
};

describe('catalogues formatted by the light translator', () => {
  it.each(Object.entries(SIMPLE))(
    '%s holds only literal text and plain arguments',
    (_, catalogue) => {
      const compiled = compileMessages(catalogue as Record<string, string>);
      for (const [key, message] of Object.entries(compiled)) {
        if (typeof message === 'string') continue;
        const names = message.flatMap((element) => (element.type === 1 ? [element.value] : []));
        const values = Object.fromEntries(names.map((name) => [name, 1]));
        expect(formatSimpleMessage(message, values).ok, key).toBe(true);
      }
    },
  );
});
