/** The keyboard dialogs, loaded the first time a shortcut asks for one (chunk "keyboard-dialogs"). */
export { CommandPalette } from './CommandPalette';
export { ShortcutsDialog } from './ShortcutsDialog';
