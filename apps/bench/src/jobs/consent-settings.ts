/** The banner both contenders show: a bottom bar, French texts, accept and refuse. */
export const BANNER_TEXT =
  'Ce site utilise des cookies pour vous offrir la meilleure expérience de navigation possible.';
export const ACCEPT_TEXT = 'Accepter';
export const DENY_TEXT = 'Refuser';
