// No async boundary: the shell provides its shared singletons eagerly (shared-contracts/federation),
// so they are ready when this runs and the first screen does not wait for another round trip.
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
