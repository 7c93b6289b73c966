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
  // The items acted on and not yet read again (`section:id`): a second tap before then would act
  // again on what the first already did ("On my way" twice is refused, a payment cancelled twice
  // conflicts) and say so over the first one's success. Kept in a ref too, read before any render.
  const acting = useRef(new Set<string>());
  const [busyItems, setBusyItems] = useState<ReadonlySet<string>>(acting.current);

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
    const key = `${section}:${acted ?? ''}`;
    if (acting.current.has(key)) return;
    const busy = (on: boolean) => {
      if (on) acting.current.add(key);
      else acting.current.delete(key);
      setBusyItems(new Set(acting.current));
    };
    busy(true);
    setOutcome(null);
    try {
      await work();
      setOutcome({ section, tone: 'done', text: doneText });
    } catch (error) {
      setOutcome({ section, tone: 'refused', text: (await serverMessage(error)) ?? failedText });
    }
    try {
      await reload();
    } finally {
      busy(false);
    }
    if (sectionElement && at >= 0) {
      focusAfter.current = { section: sectionElement, items: [...items.slice(at), ...items.slice(0, at).reverse()], button };
      setSettled((count) => count + 1);
    }
  }

  /** Whether the item `id` of `section` is being acted on: its buttons are busy (a tap is ignored). */
  const isBusy = (section: BoardSection, id: number) => busyItems.has(`${section}:${id}`);

  return { outcome, act, isBusy };
}
