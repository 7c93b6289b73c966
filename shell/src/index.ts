// No async boundary: the shell provides its shared singletons eagerly (shared-contracts/federation),
// so they are ready when this runs and the first screen does not wait for another round trip.
import './bootstrap';
