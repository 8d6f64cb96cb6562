/** What went wrong while translating one key. */
export type TranslationErrorCode = 'MISSING_KEY' | 'UNCOMPILED_MESSAGE' | 'FORMAT_FAILED';

function describe(code: TranslationErrorCode, key: string): string {
  switch (code) {
    case 'MISSING_KEY':
      return `Missing message "${key}"`;
    case 'UNCOMPILED_MESSAGE':
      return `Message "${key}" holds ICU syntax but was not compiled: pass it through compileMessages from @vitrine/i18n-fr/compile`;
    case 'FORMAT_FAILED':
      return `Could not format message "${key}"`;
  }
}

/** Reported through the translator's `onError`; the translator itself never throws. */
export class TranslationError extends Error {
  override readonly name = 'TranslationError';
  // Assigned in the constructor, so no class fields are emitted for them.
  declare readonly code: TranslationErrorCode;
  declare readonly key: string;

  constructor(code: TranslationErrorCode, key: string, options?: ErrorOptions) {
    super(describe(code, key), options);
    this.code = code;
    this.key = key;
  }
}
