export { POLICY_MESSAGES } from './policy-messages';
export { isHttpsRequest, proxyHeaderNames, withoutProxyHeaders } from './proxy-headers';
export {
  MAX_HEADER_BYTES,
  MAX_HEADER_COUNT,
  MAX_HEADER_FIELD_BYTES,
  MAX_QUERY_PARAMETERS,
  MAX_TARGET_BYTES,
  type RequestPolicyOptions,
  requestPolicy,
} from './request-policy';
export {
  acceptsMediaType,
  CART_BODY_BYTES,
  REVIEW_BODY_BYTES,
  ROUTE_CLASSES,
  type RouteClass,
  type RouteClassRules,
  routeClassOf,
} from './route-classes';
