import type { SiteRole } from '@vitrine/core-data/enums';

/** The admin role, a literal typed against core-data's SiteRole (a drift fails the typecheck). */
const ADMIN: typeof SiteRole.ADMIN = 1;

/** The BroadcastChannel editor events go through (spec 000 §6: admin-permission users only). */
export const EDITOR_EVENTS_CHANNEL = 'vitrine:editor-events';

/** Whether the account may get the editor events channel: it holds the admin role (1) on the site. */
export function hasAdminPermission(roles: readonly number[]): boolean {
  return roles.includes(ADMIN);
}

/**
 * Opens the editor events channel for an admin (undefined otherwise, or without BroadcastChannel).
 * The caller closes it on the page's destroy.
 */
export function openEditorEventsChannel(roles: readonly number[]): BroadcastChannel | undefined {
  if (!hasAdminPermission(roles) || typeof BroadcastChannel !== 'function') return undefined;
  return new BroadcastChannel(EDITOR_EVENTS_CHANNEL);
}
