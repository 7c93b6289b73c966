// Written once in shared-contracts, for every remote.
export { hasStatus, refusedAsItIs, serverMessage, serverRefusal, wasAnswered } from 'shared-contracts/api/server-message';
