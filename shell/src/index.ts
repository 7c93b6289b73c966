// The async boundary lets Module Federation agree on shared singletons before any of them runs.
import('./bootstrap');
