export * from './theme';
export { emotionCacheFor } from './emotionCache';
