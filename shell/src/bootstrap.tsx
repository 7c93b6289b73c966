import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { finishBoot, type BootStart } from './boot/boot';
import { firstScreenReady } from './boot/first-screen';
import { mountRouter, whenInitialised } from './boot/mount-router';
import { redirectOfBootError } from './boot/boot-error';
import { showBootError } from './boot/show-boot-error';
import { buildRouter } from './routes/router';
import './styles/base.css';

/** Finishes boot, then renders the route table, or the server-error screen when boot failed. */
export function mountShop(started: Promise<BootStart>): void {
  const root = createRoot(document.getElementById('root')!);
  started.then(finishBoot).then(
    () => {
      const router = buildRouter();
      const initialised = whenInitialised(router);
      // Once the first screen is in, the secondary parts (header widgets, update checks) may load.
      void initialised.then(firstScreenReady);
      void mountRouter(
        root,
        initialised,
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    },
    async (error: unknown) => {
      console.error('The shop could not start', error);
      firstScreenReady();
      const redirect = await redirectOfBootError(error);
      if (redirect) {
        // Replaced, not added: Back would only land on the address that failed and send the
        // customer on again.
        window.location.replace(redirect);
        return;
      }
      await showBootError(root, error);
    },
  );
}
