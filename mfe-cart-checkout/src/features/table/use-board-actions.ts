import { useEffect, useRef, useState } from 'react';
import { serverMessage } from 'shared-contracts/api/server-message';

/** The sections of the staff board whose items are acted on. */
export type BoardSection = 'calls' | 'orders' | 'open';

/** What came of the last action, said in the section where it was taken. */
export interface BoardOutcome {
  section: BoardSection;
  tone: 'done' | 'refused';
  text: string;
}

/** Marks an item of a board list (`data-board-item`) and the button that acts on it (`data-board-action`). */
export const boardItem = (id: number) => ({ 'data-board-item': String(id) });
export const BOARD_ACTION = { 'data-board-action': true } as const;

interface FocusAfter {
  section: Element;
  /** The acted item first (its button stays when the action failed), then the next ones, then the ones before. */
  items: string[];
  button: Element;
}

/**
 * Acting on an item (on my way, received, paid) takes its button away once the board is read
 * again, and focus would fall to the page's top. It goes instead to the nearest item that still has
 * a button, else to the section's heading; the outcome is said in that section, where the person is.
 */
export function useBoardActions(reload: () => Promise<void>, failedText: string) {
  const [outcome, setOutcome] = useState<BoardOutcome | null>(null);
  const focusAfter = useRef<FocusAfter | null>(null);
  const [settled, setSettled] = useState(0);

  useEffect(() => {
    const after = focusAfter.current;
    focusAfter.current = null;
    if (!after) return;
    const active = document.activeElement;
    // Moved on meanwhile (tabbed to another button): stay there.
    if (active && active !== document.body && active !== after.button && active.isConnected) return;
    const next = after.items
      .map((id) => after.section.querySelector<HTMLElement>(`[data-board-item="${id}"] [data-board-action]`))
      .find(Boolean);
    (next ?? after.section.querySelector<HTMLElement>('h2'))?.focus();
  }, [settled]);

  /** Runs `work` for the item whose button is `button`, in `section`; `doneText` says it worked. */
  async function act(button: HTMLElement, section: BoardSection, work: () => Promise<void>, doneText: string) {
    const sectionElement = button.closest('section');
    const acted = button.closest('[data-board-item]')?.getAttribute('data-board-item');
    const items = sectionElement ? [...sectionElement.querySelectorAll('[data-board-item]')].map((item) => item.getAttribute('data-board-item') ?? '') : [];
    const at = acted ? items.indexOf(acted) : -1;
    setOutcome(null);
    try {
      await work();
      setOutcome({ section, tone: 'done', text: doneText });
    } catch (error) {
      setOutcome({ section, tone: 'refused', text: (await serverMessage(error)) ?? failedText });
    }
    await reload();
    if (sectionElement && at >= 0) {
      focusAfter.current = { section: sectionElement, items: [...items.slice(at), ...items.slice(0, at).reverse()], button };
      setSettled((count) => count + 1);
    }
  }

  return { outcome, act };
}
