export {
  type ConnectSystemErrorPanelOptions,
  connectSystemErrorPanel,
  showSystemErrorPanel,
} from './system-error-panel/connect-system-error-panel';
export {
  SystemErrorPanel,
  type SystemErrorPanelProps,
  type SystemErrorReason,
} from './system-error-panel/system-error-panel';
export {
  type SystemErrorPanelState,
  useSystemErrorPanel,
} from './system-error-panel/use-system-error-panel';
