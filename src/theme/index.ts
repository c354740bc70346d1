export * from './theme';
export { createEmotionCache, emotionCacheFor } from './emotionCache';
