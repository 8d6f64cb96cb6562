export {
  type PageRuntime,
  type PageRuntimeContext,
  type PageRuntimeOptions,
  startPageRuntime,
} from './page/start-page-runtime';
