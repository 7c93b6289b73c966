// No async boundary: the shell provides its shared singletons eagerly (shared-contracts/federation),
// so they are ready when this runs and the first screen does not wait for another round trip.
// The UI primitives' look, once for every app on the page and before any other rule, so a screen's
// own rules after it win as written. The primitives import no stylesheet themselves: each remote
// bundles the pure ones, and a copy of their rules loaded with each remote, after the shell's and
// the screens' own, would beat those (a notice's alignment, the checkout's taller button).
import 'shared-contracts/ui/primitives.css';
import { startBoot } from './boot/boot';

const started = startBoot();

// react-dom, the route table and the layouts are evaluated in a task of their own once the website
// settings and the first screen's remote entry are asked for: on a slow phone those requests travel
// while this code is evaluated instead of after it, and one long task becomes two (issue #11: LCP,
// TBT). The import is eager: its code is in this file already, no request is added.
void started
  .catch(() => undefined)
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'))
  .then(({ mountShop }) => mountShop(started));
