export * from './languages';
export { i18n, initI18n } from './instance';
export { loadLanguage, loadNamespace, NAMESPACES, type Namespace } from './loading';
