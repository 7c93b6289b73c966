import { startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import type { buildRouter } from '../routes/router';

type Router = ReturnType<typeof buildRouter>;

/** Resolves once the router has the first screen: its module and, where it has one, its prefetch. */
export function whenInitialised(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** How long the first render waits for the first screen before it shows the layout and a skeleton. */
const SKELETON_AFTER_MS = 50;

/**
 * Renders the route table, given the router's whenInitialised. When the first screen is in within a
 * moment (its module was fetched beside the website settings, so usually), the render is a
 * transition: React renders it in slices that yield to the browser instead of one long task that
 * blocks a slow phone (issue #11's TBT).
 * Otherwise the layout and the skeleton are rendered at once, synchronously: RouterProvider reads
 * the router's state while rendering and subscribes only when it commits, so a sliced render could
 * miss the loaders finishing in between and never show the screen.
 */
export async function mountRouter(root: Root, initialised: Promise<void>, element: ReactNode): Promise<void> {
  const ready = await Promise.race([
    initialised.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), SKELETON_AFTER_MS)),
  ]);
  if (ready) startTransition(() => root.render(element));
  else root.render(element);
}
