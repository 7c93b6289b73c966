// Written once in shared-contracts, for every remote.
export { hasStatus, serverMessage, wasAnswered } from 'shared-contracts/api/server-message';
