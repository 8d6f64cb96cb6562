export { getQueryParam, type ParsedQuery, parseQuery, QUERY_MAX_KEYS } from './query/parse-query';
