export {
  createLogger,
  LOGGER_FLUSH_INTERVAL_MS,
  LOGGER_MAX_PENDING,
  type Logger,
  type LoggerOptions,
  type LogItem,
  type LogLevel,
  TRACE_FIELD,
  TRACE_PATH,
} from './logger/create-logger';
