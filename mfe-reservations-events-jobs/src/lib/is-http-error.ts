// Written once in shared-contracts, for every remote.
export { hasStatus, serverMessage } from 'shared-contracts/api/server-message';
