import { defineCatalogue } from '../core/define-catalogue';

/** Cookie banner (spec 000 §4 and §5: 'Accepter' and 'Refuser' are the spec's defaults). */
export const consent = defineCatalogue({
  'consent.notice':
    'Ce site utilise des cookies pour vous offrir la meilleure expérience de navigation possible.',
  'consent.accept': 'Accepter',
  'consent.deny': 'Refuser',
  'consent.acceptIcon': 'Accepter les cookies',
  'consent.banner': 'Consentement aux cookies',
});
