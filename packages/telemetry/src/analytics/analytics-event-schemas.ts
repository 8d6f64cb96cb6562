/**
 * The two custom-data schemas of analytics events (spec 001 §3 "Analytics events"), named in
 * `customSchemaName`. The spec does not give the names the events service knows them by.
 */
export const ANALYTICS_SCHEMA_NAMES = {
  /** First schema: eventName and payload. */
  pageEvent: 'page_event',
  /** Second schema: actor, action, object… */
  actionEvent: 'action_event',
} as const;

/** The payload of a first-schema event; the page fields are filled in when left out. */
export interface PageEventPayload {
  pagePath?: string;
  pageHash?: string;
  websiteId?: string;
  templateId?: string;
  variantId?: string;
  memberAccountId?: string;
  member_locale?: string;
  website_locale?: string;
  [field: string]: unknown;
}

/** First schema: an event name and its payload. */
export interface PageEventData {
  eventName: string;
  payload: PageEventPayload;
}

/** Second schema: who did what to which object, where. */
export interface ActionEventData {
  actor: string;
  action: string;
  event_owner_team: string;
  event_source: string;
  object_type?: string;
  object_identifier?: string;
  object_id?: string;
  object_display_name?: string;
  object_value?: string | number;
  indirect_object_type?: string;
  indirect_object_identifier?: string;
  indirect_object_id?: string;
  indirect_object_display_name?: string;
  indirect_object_value?: string | number;
  product_area?: string;
  page?: string;
  section?: string;
  member_locale?: string;
  website_locale?: string;
}
