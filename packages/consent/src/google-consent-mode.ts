export {
  type ConsentGtag,
  connectGoogleConsentMode,
  GOOGLE_CONSENT_WAIT_FOR_UPDATE_MS,
  type GoogleConsentModeOptions,
  type GoogleConsentSignals,
  type GoogleConsentState,
  type GoogleTagHost,
  googleConsentSignals,
} from './google-consent-mode/google-consent-mode';
