export {
  type CompileOptions,
  type CompileResult,
  compileMessage,
  compileMessages,
  tryCompileMessages,
} from './core/compile-messages';
export { defineCatalogue } from './core/define-catalogue';
export { MessageCompileError, type MessageCompileErrorReason } from './core/message-compile-error';
