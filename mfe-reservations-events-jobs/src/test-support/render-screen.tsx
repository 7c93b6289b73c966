// Shared with the other remotes' screen tests.
export { renderScreen } from 'shared-contracts/test-support/render-screen';
