export { LanguageSwitch } from './LanguageSwitch';
export { ThemeSwitch } from './ThemeSwitch';
