import { useCallback, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { onDemand, useOnDemand } from '@/components/onDemand';
import { adminPath, type AreaRole } from '../paths';
import {
  isMacPlatform,
  isOverlayOpen,
  isTypingTarget,
  readShortcut,
  type PendingSince,
  type ShortcutCommand,
} from './shortcuts';

const keyboardDialogs = onDemand(() => import(/* webpackChunkName: "keyboard-dialogs" */ './dialogs'));

/**
 * Calls `onCommand` for each shortcut typed outside fields and open dialogs or menus. It listens
 * from the commit that shows the page (a layout effect): after a long render React runs passive
 * effects in a later task, and the browser may paint the page and hand it keys before then.
 */
export function useShortcutKeys(onCommand: (command: ShortcutCommand) => void, mac: boolean): void {
  useLayoutEffect(() => {
    let pending: PendingSince = null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target) || isOverlayOpen(event.target)) {
        pending = null;
        return;
      }
      const read = readShortcut(pending, event, event.timeStamp, mac);
      pending = read.pending;
      if (!read.command) return;
      event.preventDefault();
      onCommand(read.command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onCommand, mac]);
}

type OpenDialog = 'help' | 'palette' | null;

/**
 * Issue 12's keyboard: `g` then a letter goes to a main screen of this area, `?` lists the
 * shortcuts, Ctrl/Cmd+K opens the command palette. The dialogs load on first use.
 */
export function KeyboardShortcuts({ role }: { role: AreaRole }) {
  const navigate = useNavigate();
  const [dialogs, loadDialogs] = useOnDemand(keyboardDialogs);
  const [open, setOpen] = useState<OpenDialog>(null);
  const [mac] = useState(() => isMacPlatform());
  const onCommand = useCallback(
    (command: ShortcutCommand) => {
      if (command.type === 'go') {
        void navigate(adminPath(role, command.page));
        return;
      }
      loadDialogs();
      setOpen(command.type);
    },
    [navigate, role, loadDialogs],
  );
  useShortcutKeys(onCommand, mac);
  const close = useCallback(() => setOpen(null), []);
  if (!dialogs) return null;
  const { CommandPalette, ShortcutsDialog } = dialogs;
  return (
    <>
      <ShortcutsDialog open={open === 'help'} onClose={close} mac={mac} />
      <CommandPalette open={open === 'palette'} onClose={close} role={role} />
    </>
  );
}
