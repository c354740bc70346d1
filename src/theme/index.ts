export * from './theme';
export {
  adoptPrerenderedStyles,
  createEmotionCache,
  emotionCacheFor,
  markPrerenderedStyles,
  PRERENDERED_STYLES_ATTRIBUTE,
} from './emotionCache';
