/**
 * How the error catalogue changes page. The shell registers react-router's `navigate` at boot;
 * before that (or outside the shell) a full page load does the same job.
 */
type Navigator = (path: string) => void;

let navigator: Navigator = (path) => window.location.assign(path);

export function setNavigator(navigate: Navigator): void {
  navigator = navigate;
}

export function navigateTo(path: string): void {
  navigator(path);
}
