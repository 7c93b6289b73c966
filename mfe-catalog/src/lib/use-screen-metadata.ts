import { useEffect } from 'react';
import { setScreenMetadata, type ScreenMetadata } from 'shared-contracts/stores/screen-metadata';

/**
 * Tells the shell this screen's title and description (spec §2 page metadata) while it is shown;
 * null while loading keeps the shop's own. Cleared when the screen goes.
 */
export function useScreenMetadata(metadata: ScreenMetadata | null): void {
  const { title, description, image, type } = metadata ?? {};
  useEffect(() => {
    setScreenMetadata(title === undefined ? null : { title, description, image, type });
    return () => setScreenMetadata(null);
  }, [title, description, image, type]);
}
