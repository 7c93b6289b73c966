/**
 * How the error catalogue changes page. The shell registers react-router's `navigate` at boot;
 * before that (or outside the shell) a full page load does the same job. Either replaces the
 * page being left: it is the one whose call failed (spec §8 404 or 401), and Back to it would
 * only fail and leave again, keeping the customer from the page before it.
 */
type Navigator = (path: string) => void;

let navigator: Navigator = (path) => window.location.replace(path);

export function setNavigator(navigate: Navigator): void {
  navigator = navigate;
}

export function navigateTo(path: string): void {
  navigator(path);
}
